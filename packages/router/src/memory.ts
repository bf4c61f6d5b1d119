// The routers that hold their place in memory, for what renders pages outside a browser's
// address bar: the stories, the tests' renderers and a remote's standalone prerender. Not in
// the package's main entry: that entry is the shared singleton every visitor downloads (a shared
// module is not tree-shaken), and no page of the portal needs these.
export { MemoryRouter, Routes, Route } from 'react-router';
