import { portalLinguiConfig } from '@portal/build/lingui';

export default portalLinguiConfig();
