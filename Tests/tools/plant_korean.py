#!/usr/bin/env python3
"""Planted-defect measurement for the Korean-aware checks (particle, register-mix, glossary-mismatch).

    python3 Tests/tools/plant_korean.py --tool .build/release/bitext [--devset DIR] [--corpus DIR]

For each code it copies the documents (dev set perturb files and the corpus), plants defects of that
kind in Korean lines (at most a few per document), runs `bitext align` per document, and reads
alignment.csv: recall = planted rows whose flags carry the code; false alarms = clean aligned rows
(no planted defect in their Korean) that carry the code. Nothing is copied into the product: the
planter only swaps particles for their other allomorph, turns -ㅂ니다 sentences into 해라체/해요체,
and replaces a glossary rendering with a variant.
"""
import argparse, csv, os, random, re, shutil, subprocess, sys, tempfile

HANGUL = re.compile(r'[\uac00-\ud7a3]')
PAIRS = {'을': '를', '를': '을', '은': '는', '는': '은', '이': '가', '가': '이', '과': '와', '와': '과', '으로': '로', '로': '으로'}
# A Latin word, acronym or number directly followed by a particle and a boundary.
LATIN_PARTICLE = re.compile(r'(?<![A-Za-z0-9`])([A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9]|[0-9]+)(으로|을|를|은|는|이|가|과|와|로)(?=[\s,.)]|$)')
# Hangul word + 을/를 or 으로/로 (the forms no Korean word ends in).
HANGUL_PARTICLE = re.compile(r'([\uac00-\ud7a3]{2,})(을|를|으로|로)(?=[\s,.]|$)')


def coda(ch):
    v = ord(ch) - 0xAC00
    return v % 28 if 0 <= v <= 11171 else None


def plant_particle(line, rng):
    cands = [m for m in LATIN_PARTICLE.finditer(line)]
    hangul = [m for m in HANGUL_PARTICLE.finditer(line)
              if (m.group(2) in ('을', '를') and (coda(m.group(1)[-1]) == 0) == (m.group(2) == '를'))
              or (m.group(2) == '로' and coda(m.group(1)[-1]) in (0, 8))]
    cands += hangul[:1]
    if not cands:
        return None
    m = rng.choice(cands)
    new = line[:m.start(2)] + PAIRS[m.group(2)] + line[m.end(2):]
    return new, m.group(1) + PAIRS[m.group(2)]


def to_plain(word):
    """-ㅂ니다/-습니다 → 해라체 (-ㄴ다/-는다/-다)."""
    if word.endswith('습니다'):
        stem = word[:-3]
        if stem.endswith(('있', '없')):
            return stem + '다'
        return stem + '는다' if stem and coda(stem[-1]) not in (None, 0) and not stem.endswith(('었', '았', '였', '겠')) else stem + '다'
    if word.endswith('니다') and len(word) >= 3 and coda(word[-3]) == 17:  # ㅂ final
        s = word[-3]
        base = chr(ord(s) - 17)
        if base == '이':  # 입니다 → 이다
            return word[:-3] + '이다'
        return word[:-3] + chr(ord(base) + 4) + '다'  # ㄴ final: 합니다 → 한다
    return None


def to_polite(word):
    for a, b in (('합니다', '해요'), ('됩니다', '돼요'), ('있습니다', '있어요'), ('없습니다', '없어요'), ('입니다', '이에요'), ('았습니다', '았어요'), ('었습니다', '었어요')):
        if word.endswith(a):
            return word[:-len(a)] + b
    return None


def plant_register(line, rng):
    sents = list(re.finditer(r'([\uac00-\ud7a3]+니다)([.!])(?=\s|$)', line))
    if not sents:
        return None
    m = rng.choice(sents)
    conv = to_plain(m.group(1)) if rng.random() < 0.5 else to_polite(m.group(1))
    conv = conv or to_plain(m.group(1)) or to_polite(m.group(1))
    if not conv:
        return None
    return line[:m.start(1)] + conv + line[m.end(1):], conv


GLOSSARY = [  # generic documentation terms: renderings in use (first preferred), and a variant a translator might write instead
    ('component', '컴포넌트|구성 요소', '콤포넌트'), ('rendering', '렌더링|렌더', '랜더링'), ('button', '버튼|단추', '버턴'),
    ('function', '함수|기능', '펑션'), ('message', '메시지', '메세지'), ('toolbar', '도구 모음|툴바|도구 막대', '도구바'),
    ('application', '애플리케이션|앱', '어플리케이션'), ('browser', '브라우저', '브라우져'), ('server', '서버', '써버'),
    ('content', '콘텐츠', '컨텐츠'), ('variable', '변수', '배리어블'), ('event', '이벤트', '이밴트'),
    ('library', '라이브러리', '라이브라리'), ('update', '업데이트|갱신', '업뎃'),
]


def plant_glossary(en, line, rng):
    words = re.findall(r'[a-z]+', en.lower())
    for term, ko, variant in rng.sample(GLOSSARY, len(GLOSSARY)):
        if any(w == term or w == term + 's' or (term.endswith('y') and w == term[:-1] + 'ies') for w in words):
            for rendering in ko.split('|'):
                if rendering in line:
                    return line.replace(rendering, variant), variant
    return None


def documents(devset, corpus):
    docs = []
    for root, _, files in os.walk(devset):
        for f in sorted(files):
            if f.endswith(('.md', '.mdx')):
                docs.append(os.path.join(root, f))
    return docs, [os.path.join(corpus, f) for f in sorted(os.listdir(corpus))]


def run(tool, inputs, out):
    subprocess.run([tool, 'align', *inputs, '--out', out, '--quiet'] + EXTRA, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = os.path.join(out, 'alignment.csv')
    return list(csv.DictReader(open(path, encoding='utf-8'))) if os.path.exists(path) else []


EXTRA = []


def measure(tool, code, docs, corpus_docs, work, rng, per_doc):
    planted = []  # (file, new fragment)
    copies = []
    for group, paths in [('dev', [[d] for d in docs]), ('corpus', [corpus_docs])]:
        for batch in paths:
            new_batch = []
            for src in batch:
                dst = os.path.join(work, code, group, os.path.relpath(src, '/'))
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                lines = open(src, encoding='utf-8').read().split('\n')
                idx = [i for i, l in enumerate(lines) if HANGUL.search(l)]
                rng.shuffle(idx)
                count = 0
                # One speech-level slip per page: a page with several is a page that mixes.
                limit = 1 if code == 'register-mix' else per_doc
                for i in idx:
                    if count >= limit:
                        break
                    line = lines[i]
                    if code == 'particle':
                        r = plant_particle(line, rng)
                    elif code == 'register-mix':
                        r = plant_register(line, rng)
                    else:
                        prev = lines[i - 2] if i >= 2 and not HANGUL.search(lines[i - 2]) else (lines[i - 1] if i >= 1 else '')
                        if HANGUL.search(prev):
                            continue
                        r = plant_glossary(prev, line, rng)
                    if r:
                        lines[i] = r[0]
                        planted.append((dst, i + 1, r[1]))
                        count += 1
                open(dst, 'w', encoding='utf-8').write('\n'.join(lines))
                new_batch.append(dst)
            copies.append(new_batch)
    hits = misses = clean = fa = 0
    fa_rows, miss_rows = [], []
    for batch in copies:
        out = tempfile.mkdtemp(dir=work)
        rows = run(tool, batch, out)
        mine = [p for p in planted if p[0] in batch]
        planted_rows = set()
        for f, line, frag in mine:
            # The row holding the planted line: same file, the text planted, the nearest start at or above it.
            cands = [(i, r) for i, r in enumerate(rows) if r['ko_file'] == f and frag in r['ko'] and r['ko_line'].isdigit()
                     and int(r['ko_line']) <= line]
            if not cands:
                continue  # not paired (the scorer would count the pairing, not the check)
            index, row = max(cands, key=lambda c: int(c[1]['ko_line']))
            planted_rows.add(index)
            if row['status'] != 'aligned':
                continue
            if code in row['flags'].split(';'):
                hits += 1
            else:
                misses += 1
                miss_rows.append((f, line, frag, row['ko'][:120]))
        for i, r in enumerate(rows):
            if r['status'] != 'aligned' or i in planted_rows:
                continue
            clean += 1
            if code in r['flags'].split(';'):
                fa += 1
                fa_rows.append((r['ko_file'], r['ko_line'], r['ko'][:160]))
    return hits, misses, clean, fa, miss_rows, fa_rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--tool', required=True)
    ap.add_argument('--devset', default='/work/shared/devset/data/perturb/files')
    ap.add_argument('--corpus', default='/work/shared/corpus')
    ap.add_argument('--seed', type=int, default=16)
    ap.add_argument('--per-doc', type=int, default=3)
    ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    tool = os.path.abspath(a.tool)
    docs, corpus_docs = documents(a.devset, a.corpus)
    work = tempfile.mkdtemp(prefix='plant16-')
    gl = os.path.join(work, 'glossary.csv')
    with open(gl, 'w', encoding='utf-8') as f:
        f.write('en,ko\n' + ''.join(f'{t},{k}\n' for t, k, _ in GLOSSARY))
    for code in ('particle', 'register-mix', 'glossary-mismatch'):
        global EXTRA
        EXTRA = ['--glossary', gl] if code == 'glossary-mismatch' else []
        rng = random.Random(a.seed)
        h, m, c, fa, miss_rows, fa_rows = measure(tool, code, docs, corpus_docs, work, rng, a.per_doc)
        print(f'{code:18} planted={h + m:4d} recall={h / max(1, h + m):.3f}  clean={c} false_alarms={fa} ({100 * fa / max(1, c):.2f}%)')
        if a.v:
            for r in miss_rows:
                print('   MISS', *r)
            for r in fa_rows:
                print('   FA  ', *r)
    shutil.rmtree(work)


if __name__ == '__main__':
    main()
