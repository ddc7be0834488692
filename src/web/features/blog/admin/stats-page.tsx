import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useAdminPostsQuery, useBlogStatsQuery } from './api';
import { BlogAdminLinks } from './blog-admin-links';
import { ViewsChart } from './views-chart';

/** /blog/admin/stats (issue 17): reads per day over 30 days, for all articles or one, and the most read. */
export function BlogStatsPage() {
  useDocumentTitle('Statistiques du blog — Administration — Créneau');
  const [params, setParams] = useSearchParams();
  const postId = params.get('postId') ?? '';
  const stats = useBlogStatsQuery(postId || undefined);
  const posts = useAdminPostsQuery({ page: 1, status: 'published' });
  return (
    <>
      <PageHeader title="Statistiques du blog">
        Lectures comptées par le serveur, sans cookie ni donnée personnelle ; les robots ne sont pas comptés.
      </PageHeader>
      <div className="mb-4">
        <BlogAdminLinks />
      </div>
      <div className="mb-4 max-w-md">
        <SelectField
          label="Article"
          value={postId}
          onChange={(e) => setParams(e.target.value ? { postId: e.target.value } : {}, { replace: true })}
        >
          <option value="">Tous les articles</option>
          {posts.data?.posts.map((post) => (
            <option key={post.id} value={post.id}>
              {post.title}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState
        query={stats}
        loadingLabel="Chargement des statistiques…"
        errorLabel="Impossible de charger les statistiques."
      >
        {(data) => (
          <div className="space-y-6" aria-busy={stats.isFetching}>
            <section className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="text-lg font-semibold text-slate-900">
                {data.total} lecture{data.total > 1 ? 's' : ''} sur 30 jours
              </h2>
              {data.total === 0 ? (
                <p className="mt-2 text-sm text-slate-600">Aucune lecture sur la période.</p>
              ) : (
                <ViewsChart days={data.days} total={data.total} />
              )}
            </section>
            <section className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="mb-2 text-lg font-semibold text-slate-900">Articles les plus lus</h2>
              {data.top.length === 0 ? (
                <p className="text-sm text-slate-600">Aucune lecture sur la période.</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="text-left">
                        Article
                      </th>
                      <th scope="col" className="text-right">
                        Lectures
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.top.map((post) => (
                      <tr key={post.id}>
                        <td className="py-1">
                          <a href={`/blog/${post.slug}`} className="text-brand-700 underline">
                            {post.title}
                          </a>
                        </td>
                        <td className="text-right tabular-nums">{post.views}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}
