import { ChevronDown, Download, Eraser } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClasses } from '../../../components/ui/button-styles';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none ' +
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';

type ClientActionsMenuProps = {
  exporting: boolean;
  onExport: () => void;
  onErase: () => void;
};

/**
 * The client's data rights (art. 15, 17, 20), behind one « Actions » button: a menu that opens and
 * moves with the keyboard. Not modal, so that the erase dialog it opens takes the focus cleanly.
 */
export function ClientActionsMenu({ exporting, onExport, onErase }: ClientActionsMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses('secondary', 'md')}>
        Actions
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className={`${itemClasses} text-slate-900`}
            disabled={exporting}
            onSelect={onExport}
          >
            <Download className="size-4" aria-hidden="true" />
            {exporting ? 'Export en cours…' : 'Exporter les données'}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={`${itemClasses} text-red-700`} onSelect={onErase}>
            <Eraser className="size-4" aria-hidden="true" />
            Effacer les données…
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
