/**
 * Attacks from the OWASP XSS filter-evasion cheat sheet, as an author or a commenter could type
 * them (HTML inside Markdown, Markdown links, autolinks): whatever renders them must leave no
 * script, event handler, javascript: address nor frame.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert("XSS")</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<a href="jav&#x0A;ascript:alert(1)">lien</a>',
  '<a href="javascript:alert(1)">lien</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">lien</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert("XSS")>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '[clic](javascript:alert(1))',
  '[clic](JaVaScRiPt:alert(1))',
  '[clic](javascript&#58;alert(1))',
  '![image](javascript:alert(1))',
  '![image](x" onerror="alert(1))',
  '<javascript:alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '"><script>alert(1)</script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
];

/** Elements no rendered entry may contain (escaped text such as `&lt;script` is harmless). */
const FORBIDDEN_ELEMENTS = /<(script|iframe|object|embed|style|svg|math|base|link|meta|form|input)\b/i;
/** Inside a tag: no event handler, no script or data address. */
const FORBIDDEN_IN_TAGS = [/\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /\sstyle\s*=/i];

/** What is unsafe in rendered HTML: an empty list when it is clean. */
export function xssFindings(html: string): string[] {
  const found: string[] = [];
  const element = FORBIDDEN_ELEMENTS.exec(html);
  if (element) found.push(element[0]);
  for (const tag of html.match(/<[^>]*>/g) ?? [])
    for (const pattern of FORBIDDEN_IN_TAGS) if (pattern.test(tag)) found.push(tag);
  return found;
}
