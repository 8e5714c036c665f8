import { describe, expect, it } from 'vitest';
import { SERVER_EXTERNAL, SHARED, remoteAssetPrefix, serverEnvironment } from './index';

describe('the server bundle', () => {
  it('leaves every shared library, and React Router, Emotion and MUI under them, to Node', () => {
    for (const name of Object.keys(SHARED)) expect(SERVER_EXTERNAL.test(name), name).toBe(true);
    for (const name of ['react-dom/server', 'react-router', '@emotion/cache', '@mui/material/Button', '@portfolio/ui/site'])
      expect(SERVER_EXTERNAL.test(name), name).toBe(true);
  });

  it('bundles what each app has its own copy of in the browser too', () => {
    for (const name of ['react-error-boundary', 'lucide-react', './Layout', '@portfolio/uikit', 'reactive'])
      expect(SERVER_EXTERNAL.test(name), name).toBe(false);
  });

  it("writes a remote's asset URLs as its browser build's auto public path does, behind the remote's base token", () => {
    expect(remoteAssetPrefix('mf_forms')).toBe('{{remote-base:mf_forms}}static/js/../../');
    expect(serverEnvironment('mf_forms', 'x.mjs').output?.assetPrefix).toBe(remoteAssetPrefix('mf_forms'));
    expect(serverEnvironment('shell', 'x.tsx').output?.assetPrefix).toBe('/');
  });
});
