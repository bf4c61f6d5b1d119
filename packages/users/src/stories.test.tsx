import { describeStories } from '@portal/story-check';

describeStories(__dirname);
