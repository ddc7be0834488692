import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useBrandColorQuery } from '../api/brand-color';
import { BrandColorForm } from './brand-color-form';

/** « Couleur de votre page »: loads the saved colour, then the form. */
export function BrandColorCard() {
  const brandColor = useBrandColorQuery();
  return (
    <SectionCard title="Couleur de votre page">
      <QueryState
        query={brandColor}
        loadingLabel="Chargement de la couleur de votre page…"
        errorLabel="Impossible de charger la couleur de votre page."
      >
        {(saved) => <BrandColorForm saved={saved} />}
      </QueryState>
    </SectionCard>
  );
}
