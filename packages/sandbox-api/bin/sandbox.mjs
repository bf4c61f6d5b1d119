#!/usr/bin/env node
// The sandbox alone: PORT (default 8090) and SANDBOX_DATA (a data file kept across restarts).
import { startSandbox } from '../server.mjs';

const port = Number(process.env.PORT ?? 8090);
await startSandbox({ port, persist: process.env.SANDBOX_DATA });
console.log(`sandbox on http://localhost:${port}`);
