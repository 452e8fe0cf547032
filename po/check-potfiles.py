#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check po/POTFILES.in: every file it lists exists, and every source file
with translatable strings is listed."""

import os
import re
import sys

MARKERS = {
    '.c': re.compile(r'\b(?:_|N_|C_|NC_|g_dngettext|ngettext)\s*\('),
    '.ui': re.compile(r'translatable="yes"'),
    '.xml': re.compile(r'<summary>|<description>'),
    '.in': re.compile(r'.'),
}
SCANNED = ('src', 'ui', 'data')
SKIPPED = ('data/examples',)


def wants_translation(path, text):
    if path.endswith('.gschema.xml'):
        return MARKERS['.xml'].search(text) is not None
    if path.endswith('.desktop.in') or path.endswith('.metainfo.xml.in'):
        return True
    ext = os.path.splitext(path)[1]
    if ext in ('.c', '.ui'):
        # Ignore the gettext include lines themselves.
        return MARKERS[ext].search(text) is not None
    return False


def main():
    root = sys.argv[1]
    listed = []
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                listed.append(line)

    problems = []
    for path in listed:
        if not os.path.isfile(os.path.join(root, path)):
            problems.append('POTFILES.in lists %s, which does not exist' % path)

    for top in SCANNED:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            rel_dir = os.path.relpath(dirpath, root)
            if rel_dir.startswith(SKIPPED):
                continue
            for name in sorted(filenames):
                rel = os.path.join(rel_dir, name)
                try:
                    with open(os.path.join(root, rel), encoding='utf-8') as f:
                        text = f.read()
                except (UnicodeDecodeError, OSError):
                    continue
                if wants_translation(rel, text) and rel not in listed:
                    problems.append('%s has translatable strings but is not in POTFILES.in' % rel)

    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
