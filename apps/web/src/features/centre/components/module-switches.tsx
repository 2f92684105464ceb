import { Switch } from 'antd';
import { CENTRE_MODULES, centreModuleLabels, type CentreModule } from '@kg/contract';
import { centreKo } from '@/i18n/domains/centre';

type ModuleSwitchesProps = { id?: string; value?: CentreModule[]; onChange?: (modules: CentreModule[]) => void; disabled?: boolean };

/** 사용하는 기능: a switch per optional module (통학버스, 연장반), as one form control holding the list of those on. */
export function ModuleSwitches({ id, value = [], onChange, disabled }: ModuleSwitchesProps) {
  const set = (module: CentreModule, on: boolean) =>
    onChange?.(on ? CENTRE_MODULES.filter((m) => m === module || value.includes(m)) : value.filter((m) => m !== module));
  return (
    <div id={id} className="module-switches">
      {CENTRE_MODULES.map((module) => (
        <label key={module} className="module-switch">
          <Switch checked={value.includes(module)} disabled={disabled} onChange={(on) => set(module, on)} aria-label={centreKo.moduleOn(centreModuleLabels[module])} />
          <span>{centreModuleLabels[module]}</span>
        </label>
      ))}
    </div>
  );
}
