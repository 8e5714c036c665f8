export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** Reads the runtime config the server writes (`/app-config.json`), so no URL or key is baked into a bundle. */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url} (${res.status})`);
  return (await res.json()) as AppConfig;
}
