/// The inline stylesheet and script of `report.html`, kept out of the writer so its logic
/// reads on its own. Static text only: no input ever goes in here, the script reads nothing
/// but our own `data-source` numbers and `data-codes` finding codes.
///
/// System fonts only (no network): Latin UI fonts first, then the Korean fonts of each
/// platform (Apple SD Gothic Neo, Malgun Gothic, Noto Sans KR / CJK, Nanum Gothic).
/// Korean cells break between words (`word-break: keep-all`), long tokens wrap anywhere.
enum HTMLReportStyle {
  static let css = """
    :root { --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --head: #eef0f3; }
    * { box-sizing: border-box; }
    body { margin: 0 1.5rem 4rem; color: var(--fg); background: #fff; font-size: 15px; line-height: 1.5;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Apple SD Gothic Neo",
        "Malgun Gothic", "Noto Sans KR", "Noto Sans CJK KR", "NanumGothic", "Nanum Gothic", sans-serif,
        "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; }
    h1 { font-size: 1.6rem; margin: 1.2rem 0 .3rem; }
    h2 { font-size: 1.3rem; margin: 2.4rem 0 .3rem; padding-top: .6rem; border-top: 3px solid var(--fg); }
    h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
    code, .loc { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .85em; }
    .loc { color: var(--muted); font-size: .72rem; text-decoration: none; display: block; margin-bottom: .15rem; }
    a.loc:hover { text-decoration: underline; }
    .muted { color: var(--muted); }
    [lang="ko"] { word-break: keep-all; }
    table { border-collapse: separate; border-spacing: 0; }
    th, td { text-align: left; vertical-align: top; padding: .45rem .6rem; border-bottom: 1px solid var(--line);
      overflow-wrap: anywhere; }
    th { background: var(--head); font-weight: 600; }
    .scroll { max-width: 100%; overflow-x: auto; }
    table.summary td.n, table.summary th.n { text-align: right; font-variant-numeric: tabular-nums; }
    table.summary th { overflow-wrap: normal; }
    table.summary td:first-child { overflow-wrap: normal; }
    table.summary td:nth-child(2) { min-width: 11rem; }
    table.summary .n { padding-left: .3rem; padding-right: .45rem; }
    table.summary td.zero { color: #c7c7cc; }
    table.summary td.hot { color: #b00012; font-weight: 600; }
    table.pairs { width: 100%; table-layout: fixed; }
    table.pairs th { position: sticky; top: 0; z-index: 2; border-bottom: 2px solid #a1a1a6; }
    table.pairs th .loc { display: inline; }
    table.pairs td + td, table.pairs th + th { border-left: 1px solid var(--line); }
    tr:target > td, td:has(> a:target), li:target { outline: 3px solid #0071e3; outline-offset: -3px; }
    [id] { scroll-margin-top: 3.5rem; }
    td.missing { background: repeating-linear-gradient(135deg, #fff0f0 0 10px, #ffe0e0 10px 20px); }
    td.absent { background: #f5f5f7; }
    .badge { display: inline-block; font-size: .7rem; font-weight: 700; letter-spacing: .04em; text-transform: uppercase;
      border-radius: 3px; padding: 0 .4rem; margin-right: .3rem; color: #fff; background: #8e8e93; }
    .badge.missing { background: #d70015; }
    .badge.absent { background: #aeaeb2; }
    mark { background: #ffd60a; color: inherit; border-radius: 2px; padding: 0 .1em; box-shadow: 0 0 0 1px #e0b800; }
    .finding { font-size: .82rem; margin-top: .4rem; padding: .2rem .45rem; border-left: 4px solid #8e8e93; border-radius: 2px; }
    .finding code { font-weight: 600; }
    .sev { font-weight: 700; text-transform: uppercase; font-size: .7rem; margin-right: .3rem; }
    .sev-error { border-color: #d70015; background: #fff2f2; } .sev-error .sev { color: #d70015; }
    .sev-warning { border-color: #e07000; background: #fff7eb; } .sev-warning .sev { color: #b35900; }
    .sev-info { border-color: #0071e3; background: #f0f6ff; } .sev-info .sev { color: #0060c0; }
    .note { font-size: .82rem; margin-top: .4rem; padding: .2rem .45rem; background: #f2f2f7; border-radius: 4px; }
    .note::before { content: "Note "; font-weight: 700; color: var(--muted); }
    ul.extras { list-style: none; padding: 0; margin: 0; }
    ul.extras li { padding: .45rem .6rem; border-bottom: 1px solid var(--line); background: #f4f8ff; }
    dl.legend { display: grid; grid-template-columns: repeat(2, max-content minmax(0, 1fr)); gap: .1rem 1rem;
      font-size: .85rem; max-width: 70rem; }
    dl.legend dt { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    dl.legend dd { margin: 0; }
    .filters { display: none; margin: 1rem 0; padding: .6rem .8rem; background: var(--head); border-radius: 6px; font-size: .88rem; }
    html.js .filters { display: block; }
    .filters fieldset { border: 0; margin: 0; padding: .2rem 0; }
    .filters legend { font-weight: 600; float: left; margin-right: .6rem; }
    .filters label { margin-right: .9rem; white-space: nowrap; }
    .filters fieldset + fieldset label { white-space: normal; overflow-wrap: anywhere; }
    .off, .filtered { display: none; }
    p.unlisted { margin: .6rem 0; padding: .4rem .6rem; background: var(--head); border-radius: 4px; font-size: .88rem; }
    @media (max-width: 40rem) {
      body { margin: 0 .75rem 3rem; }
      dl.legend { grid-template-columns: max-content minmax(0, 1fr); }
      table.summary, table.summary tbody, table.summary tr { display: block; }
      table.summary thead { display: none; }
      table.summary tr { padding: .35rem 0; border-bottom: 1px solid var(--line); }
      table.summary td { display: inline-block; border: 0; padding: .05rem .9rem .05rem 0; }
      table.summary td:nth-child(-n+2) { display: block; min-width: 0; }
      table.summary td[data-label]::before { content: attr(data-label) " "; color: var(--muted); font-size: .75rem; font-weight: 400; }
    }
    """

  static let script = """
    document.documentElement.classList.add("js");
    (function () {
      var codeBoxes = document.querySelectorAll("input[data-filter-code]");
      var sourceBoxes = document.querySelectorAll("input[data-filter-source]");
      function hasCode(cell, codes) {
        var own = " " + cell.getAttribute("data-codes") + " ";
        for (var i = 0; i < codes.length; i++) {
          if (codes[i] === "*" ? own.trim() !== "" : own.indexOf(" " + codes[i] + " ") >= 0) return true;
        }
        return false;
      }
      function apply() {
        var codes = [], hidden = {};
        codeBoxes.forEach(function (box) { if (box.checked) codes.push(box.value); });
        sourceBoxes.forEach(function (box) { if (!box.checked) hidden[box.value] = true; });
        document.querySelectorAll("[data-source]").forEach(function (el) {
          el.classList.toggle("off", hidden[el.getAttribute("data-source")] === true);
        });
        document.querySelectorAll("[data-row]").forEach(function (row) {
          var cells = row.hasAttribute("data-codes") ? [row] : row.querySelectorAll("[data-codes]");
          var show = codes.length === 0;
          cells.forEach(function (cell) {
            if (!show && !hidden[cell.getAttribute("data-source")] && hasCode(cell, codes)) show = true;
          });
          row.classList.toggle("filtered", !show);
        });
        document.querySelectorAll("[data-extras]").forEach(function (block) {
          block.classList.toggle("filtered", block.querySelector("li:not(.filtered)") === null);
        });
      }
      codeBoxes.forEach(function (box) { box.addEventListener("change", apply); });
      sourceBoxes.forEach(function (box) { box.addEventListener("change", apply); });
      apply();
    })();
    """
}
