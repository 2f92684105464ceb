import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { DISH_NAME_MAX, dishLabel, type Dish } from '@kg/contract';
import { useListDishes } from '../api/list-dishes';

const SEARCH_AFTER_MS = 250;

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** a suggestion was picked: its allergens fill the dish's */
  onPick: (dish: Dish) => void;
  'aria-label': string;
  placeholder?: string;
};

/** A dish's name with the dishes used before as suggestions (`닭갈비덮밥 (5.6.13.15)`); picking one brings its allergens. */
export function DishNameInput({ id, value, onChange, onPick, placeholder, ...rest }: Props) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword((value ?? '').trim()), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const dishes = useListDishes(keyword, open);
  const suggestions = (dishes.data ?? []).filter((dish) => dish.name !== value || dish.allergens.length > 0);
  return (
    <AutoComplete
      value={value}
      onChange={(next: string) => onChange?.(next)}
      options={suggestions.map((dish) => ({ value: dish.name, label: dishLabel(dish) }))}
      onSelect={(name: string) => {
        const dish = suggestions.find((d) => d.name === name);
        if (dish) onPick(dish);
      }}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <Input id={id} maxLength={DISH_NAME_MAX} placeholder={placeholder} aria-label={rest['aria-label']} autoComplete="off" />
    </AutoComplete>
  );
}
