/**
 * The real pages bench:web loads: saved copies of public pages kept in public repositories (the
 * readability library's test pages, a Brazilian city hall's gazette portal saved by Querido Diário),
 * their own scripts removed, gzipped in ./pages (./import.ts makes them). Where each came from, and its
 * address when the page names it (`rel=canonical`, `og:url`), is in ./README.md.
 */
/** Where ./import.ts writes the pages, gzipped, one `<name>.html.gz` each. */
export const PAGES_DIR = 'bench/web/pages';

export type PageKind = 'notícia' | 'wiki' | 'blog' | 'tabela' | 'governo';

export interface RealPage {
  name: string;
  kind: PageKind;
  repo: string;
  commit: string;
  path: string;
  /** The page's own address, as the saved copy names it; null when it names none. */
  url: string | null;
}

const READABILITY = { repo: 'mozilla/readability', commit: 'ab4027a8b37669745016869a37a504727992b2ba' } as const;
const readability = (name: string, kind: PageKind, url: string | null): RealPage => ({ ...READABILITY, name, kind, path: `test/test-pages/${name}/source.html`, url });

export const REAL_PAGES: RealPage[] = [
  readability('bbc-1', 'notícia', 'http://www.bbc.com/news/world-us-canada-33646704'),
  readability('cnn', 'notícia', 'http://money.cnn.com/2016/02/01/news/economy/poverty-inequality-united-states/index.html'),
  readability('guardian-1', 'notícia', 'https://www.theguardian.com/environment/2019/jan/03/what-is-the-sea-telling-us-maori-tribes-fearful-over-whale-strandings'),
  readability('nytimes-1', 'notícia', 'https://www.nytimes.com/2017/01/13/world/africa/sudan-sanctions.html'),
  readability('lemonde-1', 'notícia', 'http://www.lemonde.fr/pixels/article/2015/05/04/que-contient-la-loi-sur-le-renseignement_4627068_4408996.html'),
  readability('folha', 'notícia', 'https://www1.folha.uol.com.br/esporte/2018/12/tite-diz-que-errou-ao-levar-taca-da-libertadores-a-lula-em-2012.shtml'),
  readability('wapo-1', 'notícia', 'http://www.washingtonpost.com/world/gunmen-storm-museum-in-tunisia-killing-at-least-8/2015/03/18/00202e76-cd73-11e4-8730-4f473416e759_story.html'),
  readability('telegraph', 'notícia', 'http://www.telegraph.co.uk/news/2017/11/16/zimbabwes-robert-mugabe-wife-grace-insisting-finishes-term-priest/'),
  readability('seattletimes-1', 'notícia', 'https://www.seattletimes.com/business/amazon/alaskan-halibut-caught-by-a-century-old-seattle-boat-provides-a-glimpse-of-amazons-strategy-with-whole-foods/'),
  readability('la-nacion', 'notícia', null),
  readability('heise', 'notícia', null),
  readability('aktualne', 'notícia', 'https://sport.aktualne.cz/fotbal/zahranici/west-ham-hrozi-gigantum-okouzlil-i-linekera-souckovu-praci-j/r~8fa032ba3add11ec8a900cc47ab5f122/'),
  readability('engadget', 'notícia', 'https://www.engadget.com/2017/11/03/xbox-one-x-review/'),
  readability('theverge', 'notícia', 'https://www.theverge.com/23752959/apple-vision-pro-headset-hands-on-demo-impressions'),
  readability('ars-1', 'notícia', 'https://arstechnica.com/information-technology/2015/04/just-released-minecraft-exploit-makes-it-easy-to-crash-game-servers/'),
  readability('lwn-1', 'notícia', null),
  readability('herald-sun-1', 'notícia', 'http://www.heraldsun.com.au/news/opinion/angry-media-wont-buckle-over-new-surveillance-laws/story-fni0fha6-1227261886014'),
  readability('liberation-1', 'notícia', 'http://www.liberation.fr/monde/2015/04/30/un-troisieme-francais-mort-dans-le-seisme-au-nepal_1278483'),
  readability('wikipedia', 'wiki', 'https://en.wikipedia.org/wiki/Mozilla'),
  readability('wikipedia-2', 'wiki', 'https://en.wikipedia.org/wiki/New_Zealand'),
  readability('wikipedia-3', 'wiki', 'https://en.wikipedia.org/wiki/Hermitian_matrix'),
  readability('wikia', 'wiki', 'http://fandom.wikia.com/articles/star-wars-original-cuts-might-get-released-40th-anniversary'),
  readability('mozilla-1', 'wiki', 'https://www.mozilla.org/en-US/firefox/desktop/customize/'),
  readability('medium-1', 'blog', 'https://medium.com/@pippinlee/the-open-journalism-project-better-student-journalism-fb39f4f701bb'),
  readability('v8-blog', 'blog', null),
  readability('dropbox-blog', 'blog', 'https://dropbox.tech/infrastructure/asynchronous-task-scheduling-at-dropbox'),
  readability('gitlab-blog', 'blog', 'https://about.gitlab.com/blog/2024/06/25/3-surprising-findings-from-our-2024-global-devsecops-survey/'),
  readability('firefox-nightly-blog', 'blog', 'https://blog.nightly.mozilla.org/2020/12/18/these-weeks-in-firefox-issue-85'),
  readability('wordpress', 'blog', 'https://wptavern.com/stack-overflow-jobs-data-shows-reactjs-skills-in-high-demand-wordpress-market-oversaturated-with-developers'),
  readability('blogger', 'blog', null),
  readability('keep-tabular-data', 'tabela', null),
  readability('links-in-tables', 'tabela', 'https://android-developers.googleblog.com/2016/12/saving-data-reducing-the-size-of-app-updates-by-65-percent.html'),
  readability('ietf-1', 'tabela', null),
  readability('google-sre-book-1', 'tabela', null),
  readability('mercurial', 'tabela', null),
  readability('aclu', 'governo', 'https://www.aclu.org/blog/privacy-technology/internet-privacy/facebook-tracking-me-even-though-im-not-facebook'),
  {
    name: 'cianorte',
    kind: 'governo',
    repo: 'okfn-brasil/querido-diario',
    commit: '8c3a242d1ebb038ba596c398513c9e197f7cbdbe',
    path: 'cianorte.html',
    url: 'http://www.cianorte.pr.gov.br/orgao-oficial',
  },
];
