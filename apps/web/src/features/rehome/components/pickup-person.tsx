import { Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { RehomeListItem } from '@kg/contract';
import { ko } from '@/i18n/ko';

/** The pickup person and relation; in red with a warning when the child's record does not authorise them. */
export function PickupPerson({ item }: { item: Pick<RehomeListItem, 'pickupName' | 'relation' | 'pickupAuthorised'> }) {
  if (item.pickupAuthorised) {
    return (
      <span>
        {item.pickupName} ({item.relation})
      </span>
    );
  }
  return (
    <span className="pickup-unauthorised">
      <span className="pickup-alert-name">
        {item.pickupName} ({item.relation})
      </span>{' '}
      <Tag color="red" icon={<WarningOutlined aria-hidden />}>
        {ko.rehome.notAuthorised}
      </Tag>
    </span>
  );
}
