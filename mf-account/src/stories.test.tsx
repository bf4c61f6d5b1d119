import { describeStories } from '@portal/testing/stories';

describeStories(__dirname);
