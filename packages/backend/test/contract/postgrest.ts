import { beforeAll, describe, expect, it } from 'vitest';
import { client, signUpUser, type TargetRef, type TestUser } from '../support/target';

interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

let nextId = 1000;
/** Primary keys unique within a run (the fixture tables are recreated at every start). */
const id = () => nextId++;

/**
 * PostgREST features beyond the site's own use: each is either implemented (upsert, one-level embedding, counts,
 * max-affected) or refused loudly in PostgREST's shape. None may answer 2xx while ignoring part of the request.
 * Needs the tables of REST_FIXTURE_SQL (test/support/fixtures.ts).
 */
export function postgrestContract(target: TargetRef): void {
  describe('PostgREST features: implemented or refused, never ignored', () => {
    let ada: TestUser;
    let bob: TestUser;

    /** A raw request as the given user (or anon), to see statuses and headers supabase-js hides. */
    async function raw(path: string, init: RequestInit & { as?: TestUser } = {}) {
      const { as, headers, ...rest } = init;
      const all: Record<string, string> = { apikey: target().anonKey };
      if (as) all.Authorization = `Bearer ${as.accessToken}`;
      // fetch labels a string body text/plain; these requests mean JSON unless they say otherwise.
      if (rest.body !== undefined) all['Content-Type'] = 'application/json';
      const res = await fetch(`${target().url}/rest/v1${path}`, { ...rest, headers: { ...all, ...(headers as Record<string, string>) } });
      const text = await res.text();
      return { res, text, error: (text.startsWith('{') ? JSON.parse(text) : null) as ErrorBody | null };
    }

    function expectRefusal(error: ErrorBody | null, code: string) {
      expect(error).toMatchObject({ code });
      expect(error!.message.length).toBeGreaterThan(0);
      expect(error).toHaveProperty('hint');
      expect(error).toHaveProperty('details');
    }

    beforeAll(async () => {
      ada = await signUpUser(target(), 'ada');
      bob = await signUpUser(target(), 'bob');
    });

    describe('functions', () => {
      it('HEAD runs a function read-only: HEAD of delete_my_account is refused and the account survives', async () => {
        const { error, status } = await ada.client.rpc('delete_my_account', undefined, { head: true });
        expect(status).toBe(405);
        expect(error).not.toBeNull();
        const profile = await ada.client.from('profiles').select('user_id').eq('user_id', ada.id);
        expect(profile.data).toEqual([{ user_id: ada.id }]);
        const again = await client(target()).auth.signInWithPassword({ email: ada.email, password: ada.password });
        expect(again.error).toBeNull();
      });

      it('never takes ?apikey= for an argument, on functions or tables', async () => {
        const key = encodeURIComponent(target().anonKey);
        const rpc = await raw(`/rpc/fixture_author_names?apikey=${key}`, { as: ada });
        expect(rpc.res.status).toBe(200);
        expect(JSON.parse(rpc.text)).toEqual(expect.any(Array));
        const res = await fetch(`${target().url}/rest/v1/dashboard_stats?select=title&apikey=${key}`);
        expect(res.status).toBe(200);
        expect(((await res.json()) as unknown[]).length).toBe(6);
      });

      it('refuses select, filters, order and limits on a function result (400 PGRST127)', async () => {
        const filtered = await ada.client.rpc('fixture_author_names').eq('name', 'x');
        expect(filtered.status).toBe(400);
        expect(filtered.error?.code).toBe('PGRST127');
        const limited = await ada.client.rpc('fixture_author_names').limit(1);
        expect(limited.error?.code).toBe('PGRST127');
        const ordered = await ada.client.rpc('fixture_author_names').order('name');
        expect(ordered.error?.code).toBe('PGRST127');
        const selected = await raw('/rpc/fixture_author_names?select=name', { method: 'POST', as: ada, body: '{}' });
        expect(selected.res.status).toBe(400);
        expectRefusal(selected.error, 'PGRST127');
        const viaGet = await raw('/rpc/fixture_author_names?name=eq.x', { as: ada });
        expectRefusal(viaGet.error, 'PGRST127');
      });

      it('counts the rows of a set-returning function', async () => {
        await ada.client.from('fixture_authors').insert([
          { id: id(), name: 'Counted one' },
          { id: id(), name: 'Counted two' },
        ]);
        const { data, count, error } = await ada.client.rpc('fixture_author_names', undefined, { count: 'exact' });
        expect(error).toBeNull();
        expect(count).toBe((data as string[]).length);
        expect(count).toBeGreaterThanOrEqual(2);
      });

      it('answers a call two overloads fit with 300 PGRST203 naming both, never with one overload’s result', async () => {
        const viaClient = await ada.client.rpc('fixture_overloaded', { a: 1 });
        expect(viaClient.status).toBe(300);
        expect(viaClient.data).toBeNull();
        for (const { res, error } of [
          await raw('/rpc/fixture_overloaded', { method: 'POST', as: ada, body: '{"a":1}' }),
          await raw('/rpc/fixture_overloaded?a=1', { as: ada }),
        ]) {
          expect(res.status).toBe(300);
          expect(error).toMatchObject({
            code: 'PGRST203',
            details: null,
            hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
          });
          expect(error!.message).toMatch(
            /^Could not choose the best candidate function between: public\.fixture_overloaded\(a => \w+\), public\.fixture_overloaded\(a => \w+\)$/,
          );
          expect(error!.message).toContain('public.fixture_overloaded(a => integer)');
          expect(error!.message).toContain('public.fixture_overloaded(a => text)');
        }
      });

      it('accepts select=* on a function: the whole result, as without it', async () => {
        const plain = await raw('/rpc/fixture_author_names', { method: 'POST', as: ada, body: '{}' });
        for (const { res, text } of [
          await raw('/rpc/fixture_author_names?select=*', { method: 'POST', as: ada, body: '{}' }),
          await raw('/rpc/fixture_author_names?select=*', { as: ada }),
        ]) {
          expect(res.status).toBe(200);
          expect(JSON.parse(text)).toEqual(JSON.parse(plain.text));
        }
        const viaClient = await ada.client.rpc('fixture_author_names').select('*');
        expect(viaClient.error).toBeNull();
        expect(viaClient.data).toEqual(JSON.parse(plain.text));
      });

      it('counts a function’s rows as PostgREST does: exactly for count=exact and estimated, not at all for planned', async () => {
        const rows = (JSON.parse((await raw('/rpc/fixture_author_names', { as: ada })).text) as unknown[]).length;
        for (const count of ['exact', 'estimated']) {
          const { res } = await raw('/rpc/fixture_author_names', { as: ada, headers: { Prefer: `count=${count}` } });
          expect(res.status, count).toBe(200);
          expect(res.headers.get('content-range'), count).toBe(`0-${rows - 1}/${rows}`);
        }
        const planned = await raw('/rpc/fixture_author_names', { as: ada, headers: { Prefer: 'count=planned' } });
        expect(planned.res.status).toBe(200);
        expect(planned.res.headers.get('content-range')).toBe(`0-${rows - 1}/*`);
      });

      it('refuses other methods on a function with 405 PGRST101', async () => {
        const { res, error } = await raw('/rpc/fixture_author_names', { method: 'PATCH', as: ada, body: '{}' });
        expect(res.status).toBe(405);
        expectRefusal(error, 'PGRST101');
      });
    });

    describe('preferences', () => {
      it('refuses Prefer: tx=rollback (a hosted project ignores it by default and commits): nothing is written', async () => {
        const row = { id: id(), name: 'Rolled back' };
        const { error, status } = await ada.client.from('fixture_authors').insert(row).rollback();
        expect(status).toBe(400);
        expect(error?.code).toBe('PGRST122');
        const after = await ada.client.from('fixture_authors').select('id').eq('id', row.id);
        expect(after.data).toEqual([]);
      });

      it('honours max-affected: a PATCH or DELETE over the limit is refused and rolled back (PGRST124)', async () => {
        const rows = [id(), id(), id()].map((n) => ({ id: n, name: 'Capped' }));
        await ada.client.from('fixture_authors').insert(rows);
        const ids = rows.map((r) => r.id);
        const update = ada.client.from('fixture_authors').update({ name: 'Changed' }).in('id', ids) as unknown as {
          maxAffected(n: number): PromiseLike<{ error: ErrorBody | null; status: number }>;
        };
        const capped = await update.maxAffected(2);
        expect(capped.status).toBe(400);
        expect(capped.error?.code).toBe('PGRST124');
        const unchanged = await ada.client.from('fixture_authors').select('name').in('id', ids);
        expect(unchanged.data).toEqual(rows.map(() => ({ name: 'Capped' })));

        const del = await raw(`/fixture_authors?id=in.(${ids.join(',')})`, { method: 'DELETE', as: ada, headers: { Prefer: 'max-affected=1' } });
        expectRefusal(del.error, 'PGRST124');
        const within = await raw(`/fixture_authors?id=in.(${ids.join(',')})`, {
          method: 'PATCH',
          as: ada,
          headers: { Prefer: 'max-affected=3', 'Content-Type': 'application/json' },
          body: '{"name":"Within"}',
        });
        expect(within.res.status).toBe(204);
        const changed = await ada.client.from('fixture_authors').select('name').in('id', ids);
        expect(changed.data).toEqual(rows.map(() => ({ name: 'Within' })));
      });

      it('PATCH with count=exact reports the total, so supabase-js gives a number', async () => {
        const rows = [id(), id(), id()].map((n) => ({ id: n, name: 'To count' }));
        await ada.client.from('fixture_authors').insert(rows);
        const { count, error } = await ada.client
          .from('fixture_authors')
          .update({ name: 'Counted' }, { count: 'exact' })
          .in(
            'id',
            rows.map((r) => r.id),
          );
        expect(error).toBeNull();
        expect(count).toBe(3);
        const { res } = await raw(`/fixture_authors?id=in.(${rows.map((r) => r.id).join(',')})`, {
          method: 'PATCH',
          as: ada,
          headers: { Prefer: 'count=exact', 'Content-Type': 'application/json' },
          body: '{"name":"Again"}',
        });
        expect(res.headers.get('content-range')).toBe('0-2/3');
      });

      it('refuses other preferences it cannot honour, and any unknown one under handling=strict (PGRST122)', async () => {
        for (const prefer of ['missing=default', 'return=headers-only', 'timezone=Europe/Paris', 'handling=strict,frobnicate=yes']) {
          const { res, error } = await raw('/fixture_authors', {
            method: 'POST',
            as: ada,
            headers: { Prefer: prefer, 'Content-Type': 'application/json' },
            body: JSON.stringify({ id: id(), name: 'Never' }),
          });
          expect(res.status, prefer).toBe(400);
          expectRefusal(error, 'PGRST122');
        }
        const never = await ada.client.from('fixture_authors').select('id').eq('name', 'Never');
        expect(never.data).toEqual([]);
      });
    });

    describe('limited writes', () => {
      it('refuses limit, order, Range and columns on PATCH and DELETE rather than writing every matching row', async () => {
        const rows = [id(), id()].map((n) => ({ id: n, name: 'Limited' }));
        await ada.client.from('fixture_authors').insert(rows);
        const ids = rows.map((r) => r.id).join(',');
        const patch = await raw(`/fixture_authors?id=in.(${ids})&order=id&limit=1`, { method: 'PATCH', as: ada, body: '{"name":"Only one?"}' });
        expect(patch.res.status).toBe(400);
        expectRefusal(patch.error, 'PGRST127');
        const columns = await raw(`/fixture_authors?id=in.(${ids})&columns=owner`, { method: 'PATCH', as: ada, body: '{"name":"Not a column"}' });
        expectRefusal(columns.error, 'PGRST127');
        const del = await raw(`/fixture_authors?id=in.(${ids})&order=id&limit=1`, { method: 'DELETE', as: ada });
        expectRefusal(del.error, 'PGRST127');
        const ranged = await raw(`/fixture_authors?id=in.(${ids})`, { method: 'DELETE', as: ada, headers: { Range: '0-0' } });
        expectRefusal(ranged.error, 'PGRST127');
        const stored = await ada.client
          .from('fixture_authors')
          .select('name')
          .in(
            'id',
            rows.map((r) => r.id),
          );
        expect(stored.data).toEqual([{ name: 'Limited' }, { name: 'Limited' }]);
      });
    });

    describe('reads', () => {
      it('applies a Range header as PostgREST does, and refuses a bad one with 416 PGRST103', async () => {
        const { res, text } = await raw('/dashboard_stats?select=title&order=title', { headers: { Range: '1-2', Prefer: 'count=exact' } });
        expect(res.status).toBe(206);
        expect(JSON.parse(text)).toHaveLength(2);
        expect(res.headers.get('content-range')).toBe('1-2/6');
        const bad = await raw('/dashboard_stats?select=title', { headers: { Range: '5-1' } });
        expect(bad.res.status).toBe(416);
        expectRefusal(bad.error, 'PGRST103');
        const both = await raw('/dashboard_stats?select=title&limit=1', { headers: { Range: '0-3' } });
        expectRefusal(both.error, 'PGRST127');
      });

      it('answers a counted page with 206 when rows are left out, 200 when none are, 416 past the end, as PostgREST', async () => {
        for (const count of ['exact', 'estimated']) {
          const page = await raw('/dashboard_stats?select=title&order=title&limit=2', { headers: { Prefer: `count=${count}` } });
          expect(page.res.status, count).toBe(206);
          expect(page.res.headers.get('content-range'), count).toBe('0-1/6');
          expect(JSON.parse(page.text)).toHaveLength(2);
          const whole = await raw('/dashboard_stats?select=title', { headers: { Prefer: `count=${count}` } });
          expect(whole.res.status, count).toBe(200);
          expect(whole.res.headers.get('content-range'), count).toBe('0-5/6');
        }
        const last = await raw('/dashboard_stats?select=title&offset=6', { headers: { Prefer: 'count=exact' } });
        expect(last.res.status).toBe(206);
        expect(last.res.headers.get('content-range')).toBe('*/6');
        const beyond = await raw('/dashboard_stats?select=title&offset=7', { headers: { Prefer: 'count=exact' } });
        expect(beyond.res.status).toBe(416);
        expectRefusal(beyond.error, 'PGRST103');
        expect(beyond.error!.details).toBe('An offset of 7 was requested, but there are only 6 rows.');
        const uncounted = await raw('/dashboard_stats?select=title&limit=2');
        expect(uncounted.res.status).toBe(200);
        expect(uncounted.res.headers.get('content-range')).toBe('0-1/*');
      });

      it('gives the planner’s estimate for count=planned, which is never zero rows: 206 for a read that finds none', async () => {
        const nobody = `/fixture_authors?select=id&name=eq.Nobody-${id()}`;
        const planned = await raw(nobody, { as: ada, headers: { Prefer: 'count=planned' } });
        expect(planned.res.status).toBe(206);
        expect(planned.res.headers.get('content-range')).toMatch(/^\*\/[1-9]\d*$/);
        expect(JSON.parse(planned.text)).toEqual([]);
        const exact = await raw(nobody, { as: ada, headers: { Prefer: 'count=exact' } });
        expect(exact.res.status).toBe(200);
        expect(exact.res.headers.get('content-range')).toBe('*/0');
        const viaClient = await ada.client.from('fixture_authors').select('id', { count: 'planned' }).eq('name', `Nobody-${id()}`);
        expect(viaClient.status).toBe(206);
        expect(viaClient.count).toBeGreaterThan(0);
      });

      it('refuses aggregates as a hosted project does (400 PGRST123)', async () => {
        const counted = await ada.client.from('fixture_authors').select('count()');
        expect(counted.status).toBe(400);
        expect(counted.error?.code).toBe('PGRST123');
        const summed = await ada.client.from('fixture_authors').select('id.sum()');
        expect(summed.error?.code).toBe('PGRST123');
      });
    });

    describe('media types', () => {
      it('refuses Accept: text/csv, GeoJSON and explain() plans with 406 PGRST107 instead of answering JSON', async () => {
        const csv = await ada.client.from('fixture_authors').select('id').csv();
        expect(csv.status).toBe(406);
        expect(csv.error?.code).toBe('PGRST107');
        const geo = await ada.client.from('fixture_authors').select('id').geojson();
        expect(geo.error?.code).toBe('PGRST107');
        const plan = await ada.client.from('fixture_authors').select('id').explain();
        expect(plan.error?.code).toBe('PGRST107');
        const stripped = await raw('/fixture_authors?select=id', { as: ada, headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' } });
        expect(stripped.res.status).toBe(406);
        expectRefusal(stripped.error, 'PGRST107');
      });

      it('still answers JSON to the Accept headers browsers and supabase-js send', async () => {
        for (const accept of ['application/json', '*/*', 'application/json, text/plain, */*', 'text/csv, application/json;q=0.5']) {
          const { res } = await raw('/dashboard_stats?select=title', { headers: { Accept: accept } });
          expect(res.status, accept).toBe(200);
        }
      });

      it('refuses a CSV or form body with 415 PGRST107 and writes nothing', async () => {
        const row = id();
        const { res, error } = await raw('/fixture_authors', {
          method: 'POST',
          as: ada,
          headers: { 'Content-Type': 'text/csv' },
          body: `id,name\n${row},Csv`,
        });
        expect(res.status).toBe(415);
        expectRefusal(error, 'PGRST107');
        expect((await ada.client.from('fixture_authors').select('id').eq('id', row)).data).toEqual([]);
      });
    });

    describe('bodies', () => {
      it('answers deeply nested JSON to an insert or a PATCH with 400, not 500', async () => {
        const deep = '['.repeat(100_000) + ']'.repeat(100_000);
        const insert = await raw('/fixture_authors', { method: 'POST', as: ada, headers: { 'Content-Type': 'application/json' }, body: `{"name":${deep}}` });
        expect(insert.res.status).toBe(400);
        expectRefusal(insert.error, 'PGRST102');
        const patch = await raw('/fixture_authors?id=eq.1', {
          method: 'PATCH',
          as: ada,
          headers: { 'Content-Type': 'application/json' },
          body: `{"name":${deep}}`,
        });
        expect(patch.res.status).toBe(400);
        expectRefusal(patch.error, 'PGRST102');
        const rpc = await raw('/rpc/fixture_author_names', { method: 'POST', as: ada, headers: { 'Content-Type': 'application/json' }, body: `{"x":${deep}}` });
        expect(rpc.res.status).toBe(400);
      });
    });

    describe('upsert', () => {
      it('merges duplicates on the primary key or on_conflict, and ignores them when asked', async () => {
        const key = id();
        const first = await ada.client.from('fixture_authors').upsert({ id: key, name: 'First' }).select('id, name');
        expect(first.error).toBeNull();
        expect(first.data).toEqual([{ id: key, name: 'First' }]);
        const merged = await ada.client.from('fixture_authors').upsert({ id: key, name: 'Merged' }, { onConflict: 'id' }).select('name');
        expect(merged.data).toEqual([{ name: 'Merged' }]);
        const ignored = await ada.client.from('fixture_authors').upsert({ id: key, name: 'Ignored' }, { ignoreDuplicates: true }).select('name');
        expect(ignored.error).toBeNull();
        expect(ignored.data).toEqual([]);
        const stored = await ada.client.from('fixture_authors').select('name').eq('id', key);
        expect(stored.data).toEqual([{ name: 'Merged' }]);
      });

      it('runs as the caller: RLS stops an upsert from taking over another user’s row', async () => {
        const key = id();
        await ada.client.from('fixture_authors').insert({ id: key, name: 'Ada’s' });
        const takeover = await bob.client.from('fixture_authors').upsert({ id: key, name: 'Bob’s now' });
        expect(takeover.error).not.toBeNull();
        const quiet = await bob.client.from('fixture_authors').upsert({ id: key, name: 'Bob’s now' }, { ignoreDuplicates: true });
        expect(quiet.error).toBeNull();
        const stored = await ada.client.from('fixture_authors').select('name, owner').eq('id', key);
        expect(stored.data).toEqual([{ name: 'Ada’s', owner: ada.id }]);
        const anon = await client(target()).from('fixture_authors').upsert({ id: id(), name: 'Anon' });
        expect(anon.status).toBe(401);
      });

      it('answers 201 when an upsert inserted a row and 200 when every row merged into an existing one, as PostgREST', async () => {
        const key = id();
        const upsert = (rows: unknown, prefer = 'resolution=merge-duplicates') =>
          raw('/fixture_authors', { method: 'POST', as: ada, headers: { Prefer: prefer }, body: JSON.stringify(rows) });
        expect((await upsert({ id: key, name: 'New' })).res.status).toBe(201);
        expect((await upsert({ id: key, name: 'Merged' })).res.status).toBe(200);
        const represented = await upsert([{ id: key, name: 'Merged again' }], 'resolution=merge-duplicates,return=representation');
        expect(represented.res.status).toBe(200);
        expect(JSON.parse(represented.text)).toEqual([{ id: key, name: 'Merged again', owner: ada.id }]);
        expect(
          (
            await upsert([
              { id: key, name: 'Mixed' },
              { id: id(), name: 'Mixed' },
            ])
          ).res.status,
        ).toBe(201);
        expect((await upsert({ id: key, name: 'Kept' }, 'resolution=ignore-duplicates')).res.status).toBe(201);
        const viaClient = await ada.client.from('fixture_authors').upsert({ id: key, name: 'Client' });
        expect(viaClient.status).toBe(200);
        expect((await ada.client.from('fixture_authors').select('name').eq('id', key)).data).toEqual([{ name: 'Client' }]);
      });

      it('refuses an on_conflict column that does not exist', async () => {
        const { error, status } = await ada.client.from('fixture_authors').upsert({ id: id(), name: 'X' }, { onConflict: 'nope' });
        expect(status).toBe(400);
        expect(error?.code).toBe('PGRST204');
      });
    });

    describe('embedding one level', () => {
      let author: number;
      beforeAll(async () => {
        author = id();
        await ada.client.from('fixture_authors').insert({ id: author, name: 'Embedded author' });
        await ada.client.from('fixture_posts').insert([
          { id: id(), author_id: author, title: 'Ada one' },
          { id: id(), author_id: author, title: 'Ada two' },
        ]);
        // Bob may point a post at Ada's author (the foreign key check ignores RLS), but Ada must never see it.
        const bobs = await bob.client.from('fixture_posts').insert({ id: id(), author_id: author, title: 'Bob’s' });
        expect(bobs.error).toBeNull();
      });

      it('embeds a many-to-one relation as an object', async () => {
        const { data, error } = await ada.client.from('fixture_posts').select('title, fixture_authors(name)').eq('author_id', author).order('id');
        expect(error).toBeNull();
        expect(data).toEqual([
          { title: 'Ada one', fixture_authors: { name: 'Embedded author' } },
          { title: 'Ada two', fixture_authors: { name: 'Embedded author' } },
        ]);
      });

      it('embeds a one-to-many relation as an array, with an alias, and RLS filters the embedded rows', async () => {
        const { data, error } = await ada.client.from('fixture_authors').select('name, posts:fixture_posts(title)').eq('id', author).single();
        expect(error).toBeNull();
        expect(data).toEqual({ name: 'Embedded author', posts: [{ title: 'Ada one' }, { title: 'Ada two' }] });
        const all = await ada.client.from('fixture_authors').select('*, fixture_posts(*)').eq('id', author).single();
        expect((all.data as { fixture_posts: unknown[] }).fixture_posts).toHaveLength(2);
      });

      it('embeds a one-to-one relation (a foreign key that is also unique) as an object from either side', async () => {
        const lonely = id();
        await ada.client.from('fixture_authors').insert({ id: lonely, name: 'No bio' });
        const bio = await ada.client.from('fixture_author_bios').insert({ author_id: author, bio: 'Wrote two posts' });
        expect(bio.error).toBeNull();
        const { data, error } = await ada.client.from('fixture_authors').select('name, fixture_author_bios(bio)').in('id', [author, lonely]).order('id');
        expect(error).toBeNull();
        expect(data).toEqual([
          { name: 'Embedded author', fixture_author_bios: { bio: 'Wrote two posts' } },
          { name: 'No bio', fixture_author_bios: null },
        ]);
        const aliased = await ada.client.from('fixture_authors').select('about:fixture_author_bios(*)').eq('id', author).single();
        expect(aliased.data).toEqual({ about: { author_id: author, bio: 'Wrote two posts', owner: ada.id } });
        const back = await ada.client.from('fixture_author_bios').select('bio, fixture_authors(name)').eq('author_id', author);
        expect(back.data).toEqual([{ bio: 'Wrote two posts', fixture_authors: { name: 'Embedded author' } }]);
      });

      it('gives null where RLS hides the related row of a many-to-one embed', async () => {
        const { data } = await bob.client.from('fixture_posts').select('title, fixture_authors(name)').eq('author_id', author);
        expect(data).toEqual([{ title: 'Bob’s', fixture_authors: null }]);
      });

      it('refuses what it does not build: unknown relations (PGRST200), nesting, !inner, filters on embeds (PGRST127)', async () => {
        const unknown = await ada.client.from('fixture_posts').select('title, testimonials(name)');
        expect(unknown.status).toBe(400);
        expect(unknown.error?.code).toBe('PGRST200');
        const nested = await ada.client.from('fixture_posts').select('title, fixture_authors(name, fixture_posts(title))');
        expect(nested.error?.code).toBe('PGRST127');
        const inner = await ada.client.from('fixture_posts').select('title, fixture_authors!inner(name)');
        expect(inner.error?.code).toBe('PGRST127');
        const filtered = await ada.client.from('fixture_authors').select('name, fixture_posts(title)').eq('fixture_posts.title', 'Ada one');
        expect(filtered.error?.code).toBe('PGRST127');
        const written = await ada.client.from('fixture_posts').insert({ id: id(), author_id: author, title: 'W' }).select('title, fixture_authors(name)');
        expect(written.error?.code).toBe('PGRST127');
      });
    });

    describe('filters', () => {
      it('refuses or=, and= and operators it does not build (400 PGRST127)', async () => {
        const or = await ada.client.from('fixture_authors').select('id').or('name.eq.a,name.eq.b');
        expect(or.status).toBe(400);
        expect(or.error?.code).toBe('PGRST127');
        const fts = await ada.client.from('fixture_authors').select('id').textSearch('name', 'cat');
        expect(fts.error?.code).toBe('PGRST127');
        const contains = await ada.client.from('fixture_authors').select('id').likeAnyOf('name', ['a%', 'b%']);
        expect(contains.error?.code).toBe('PGRST127');
      });
    });
  });
}
