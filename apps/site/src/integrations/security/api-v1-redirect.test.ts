/** The retired v1's redirect (decision 451) in every host's rules: before the API's own rules. */
import { describe, expect, it } from 'vitest';
import { locale404Rules } from '../copy-locale-404-pages.ts';
import { caddyfile } from './caddy-config.ts';
import { nginxServer } from './deploy-headers.ts';

describe('the retired v1 of the data API', () => {
  it('_redirects moves /api/v1/* to /api/v2/ before answering unknown API addresses 404', () => {
    const lines = locale404Rules(['en', 'th']).split('\n');
    const moved = lines.indexOf('/api/v1/*  /api/v2/:splat  301');
    expect(moved).toBeGreaterThan(-1);
    expect(moved).toBeLessThan(lines.findIndex((line) => line.startsWith('/api/*')));
  });

  it('nginx redirects every v1 address but the note, with the CORS headers', () => {
    const block = nginxServer().split('location ~ ^/api/v1/')[1]!.split('  }')[0]!;
    expect(block.startsWith('(?!index\\.json$)(.+)$ {')).toBe(true);
    expect(block).toContain('return 301 /api/v2/$1;');
    expect(block).toContain('add_header Access-Control-Allow-Origin "*" always;');
  });

  it('Caddy redirects every v1 address but the note', () => {
    const caddy = caddyfile();
    expect(caddy).toContain('    not path /api/v1/index.json\n  }\n  redir @apiv1 /api/v2/{re.apiv1.1} 301');
    expect(caddy.indexOf('redir @apiv1')).toBeGreaterThan(caddy.indexOf('header @api {'));
  });
});
