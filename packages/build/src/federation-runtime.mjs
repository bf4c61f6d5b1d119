// Installs the Module Federation runtime where remotes built with `externalRuntime` look for
// it. The shell does this itself; a remote's standalone page loads this script first.
import * as runtimeCore from 'portal-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM ??= { name: 'standalone', version: 'bundled' };
