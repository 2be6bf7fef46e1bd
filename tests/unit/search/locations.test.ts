import {describe, expect, it} from 'vitest';
import {addressesIn, environmentVariables, filePaths, samePlace} from '../../../src/search/compose/locations';

describe('the places a line names', () => {
  it('reads file system paths and bare config file names, not API paths, URL paths or "and/or"', () => {
    expect(
      filePaths(
        'Put /var/DassaultSystemes/Licenses/DSLicSrv.txt and ~/.vantage-cli/token_cache/ in place, and/or call ' +
          '/jobbergate/job-scripts on https://apis.example.com/a/b; see DSLicSrv.txt.',
      ),
    ).toEqual(['/var/dassaultsystemes/licenses/dslicsrv.txt', '~/.vantage-cli/token_cache', 'dslicsrv.txt']);
  });

  it('counts a directory and the files under it, or a file and its bare name, as one place', () => {
    expect(samePlace('~/.vantage-cli/token_cache', '~/.vantage-cli/token_cache/default/access.token')).toBe(true);
    expect(samePlace('dslicsrv.txt', '/var/dassaultsystemes/licenses/dslicsrv.txt')).toBe(true);
    expect(samePlace('/var/dassaultsystemes/licenses/dslicsrv.txt', '/usr/dassaultsystemes/dslicenseserver')).toBe(
      false,
    );
    expect(samePlace('/usr/local/bin/lmutil', '/usr/local/bin/lstc_qrun')).toBe(false);
  });

  it('reads URLs without their scheme and e-mail addresses, not port@host', () => {
    expect(
      addressesIn(
        'POST to "https://auth.example.com/realms/vantage/protocol/openid-connect/token/", mail security@example.com, ' +
          'or set 27000@lic01.example.com.',
      ),
    ).toEqual(['auth.example.com/realms/vantage/protocol/openid-connect/token', 'security@example.com']);
  });

  it('reads a web address written without its scheme, not a file name', () => {
    expect(addressesIn('Report a bug on GitHub issues: github.com/vantagecompute/vantage-cli/issues.')).toEqual([
      'github.com/vantagecompute/vantage-cli/issues',
    ]);
    expect(addressesIn('Write to security@vantagecompute.ai; keep license.dat and debug.log.')).toEqual([
      'security@vantagecompute.ai',
    ]);
  });

  it('reads environment variables set or named, not a shell expansion of one', () => {
    expect(environmentVariables('export LMX_LICENSE_PATH=6200@lic01 and pass "$CLUSTER_CLIENT_ID"')).toEqual([
      'LMX_LICENSE_PATH',
    ]);
  });
});
