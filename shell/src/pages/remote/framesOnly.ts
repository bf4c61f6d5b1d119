import { createContext } from 'react';

/**
 * Whether the remotes' routes below draw only the shell's frame of their page: the frame of a
 * visit to the page rendered ahead, which is revealed once that frame has painted (App).
 */
export const FramesOnly = createContext(false);
