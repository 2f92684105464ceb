import { Select } from 'antd';
import type { FamilyChild } from '@kg/contract';
import { useLocation, useNavigate } from 'react-router';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyStore } from '../family-store';
import { pathForChild } from '../paths';

const NO_CHILDREN: FamilyChild[] = [];

/**
 * The header's child switcher (only with several children): the choice is remembered, a per-child page follows it.
 * Each child is named with their class and centre: a parent's children may be in different centres.
 */
export function ChildSwitcher() {
  const children = useFamilyStore((s) => s.me?.children ?? NO_CHILDREN);
  const childCode = useFamilyStore((s) => s.childCode);
  const selectChild = useFamilyStore((s) => s.selectChild);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (children.length < 2) return null;

  const handleChange = (next: number) => {
    selectChild(next);
    const target = pathForChild(pathname, next);
    if (target) navigate(target);
  };

  return (
    <Select
      className="family-child-switcher"
      aria-label={familyKo.childSwitcher}
      value={childCode ?? undefined}
      onChange={handleChange}
      options={children.map((c) => ({ value: c.childCode, label: familyKo.childOption(c.name, c.className, c.centreName) }))}
      size="large"
      popupMatchSelectWidth={false}
    />
  );
}
