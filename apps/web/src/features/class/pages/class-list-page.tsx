import { useState } from 'react';
import { Button, Space } from 'antd';
import { BgColorsOutlined, PlusOutlined } from '@ant-design/icons';
import { classAgeBandLabel, classAgeBands, type ClassListItem } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, SearchTypeOption } from '@/components/list-page/list-search';
import { classKo } from '@/i18n/domains/class';
import { ko } from '@/i18n/ko';
import { classKeys, listClasses } from '../api/list-classes';
import { ClassCard, classColumns, classPath } from '../components/class-columns';
import { ColorManager } from '../components/color-manager';

const t = classKo;
const SEARCH_TYPES: readonly SearchTypeOption[] = [{ value: 'name', label: t.searchName }];
const FILTERS: readonly ListFilter[] = [
  { key: 'ageBand', label: t.ageBandFilter, options: classAgeBands.map((band) => ({ value: String(band), label: classAgeBandLabel(band) })) },
];

/** class: every class with its colour, age band, places taken and teachers; the colour palette is managed here. */
export default function ClassListPage() {
  const [colorsOpen, setColorsOpen] = useState(false);
  return (
    <>
      <ListPage<ClassListItem>
        title={ko.titles.classList}
        titleExtra={
          <Space wrap>
            <Button icon={<BgColorsOutlined aria-hidden />} onClick={() => setColorsOpen(true)}>
              {t.manageColors}
            </Button>
            <LinkButton type="primary" to="/admin/class/new" icon={<PlusOutlined aria-hidden />}>
              {t.newClass}
            </LinkButton>
          </Space>
        }
        queryKey={classKeys.lists()}
        fetcher={listClasses}
        columns={classColumns}
        renderCard={(item) => <ClassCard item={item} />}
        rowKey={(item) => item.classId}
        itemHref={(item) => classPath(item.classId)}
        searchTypes={SEARCH_TYPES}
        filters={FILTERS}
        emptyText={t.empty}
      />
      <ColorManager open={colorsOpen} onClose={() => setColorsOpen(false)} />
    </>
  );
}
