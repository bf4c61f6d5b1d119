import { TitleOnlyPage } from '@portal/ui';
import { titles } from '../../titles';

/** Built by its own issue; until then the route shows its translated title. */
export default function CompanyPickerPage() {
  return <TitleOnlyPage title={titles.companyPicker} />;
}
