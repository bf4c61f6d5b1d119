import { clearReports, getReports } from '@portal/telemetry';
import { reportVersionSkew } from './versionSkew';

beforeEach(() => {
  clearReports();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('reportVersionSkew', () => {
  it('stays quiet when the loaded singleton satisfies the consumer', () => {
    expect(
      reportVersionSkew({ pkgName: 'react', loaded: '19.3.1', required: '^19.3.1' }),
    ).toBeNull();
    expect(
      reportVersionSkew({ pkgName: 'react', loaded: '19.4.0', required: '^19.3.1' }),
    ).toBeNull();
    expect(reportVersionSkew({ pkgName: 'zustand', loaded: '5.1.0', required: false })).toBeNull();
  });

  it('reports a remote built against another major, once, with both versions', () => {
    const skew = { pkgName: 'react-dom', loaded: '19.3.1', required: '^20.0.0', from: 'shell' };
    expect(reportVersionSkew(skew)).toMatchObject({
      phase: 'singleton-version-skew',
      context: { pkgName: 'react-dom', loaded: '19.3.1', required: '^20.0.0', from: 'shell' },
    });
    expect(reportVersionSkew(skew)).toBeNull();
    expect(getReports()).toHaveLength(1);
  });
});
