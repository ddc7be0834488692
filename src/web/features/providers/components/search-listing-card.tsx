import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { parseApiError } from '../../../lib/parse-api-error';
import { useSaveSearchListingMutation } from '../api/search-listing';

/** The provider's choice to offer their booking page to search engines through the sitemap. */
export function SearchListingCard({ listed }: { listed: boolean }) {
  const save = useSaveSearchListingMutation();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Activé, l’adresse de votre page figure dans le plan du site (sitemap.xml) que lisent Google, Bing et
        les autres moteurs de recherche. Désactivé, elle n’y figure pas : seules les personnes à qui vous
        donnez le lien la trouvent. Vous pouvez changer d’avis à tout moment.
      </p>
      <ToggleSwitch
        checked={save.isPending && save.variables !== undefined ? save.variables : listed}
        onCheckedChange={(next) => save.mutate(next)}
        disabled={save.isPending}
        label="Proposer ma page aux moteurs de recherche"
      />
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {parseApiError(save.error).message}
        </p>
      )}
    </div>
  );
}
