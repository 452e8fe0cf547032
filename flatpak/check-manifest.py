#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the Flatpak manifest: it parses, names the app and a GNOME runtime,
builds this repository with meson, and asks for portal-friendly permissions."""

import json
import sys

FORBIDDEN = ('--filesystem=host', '--filesystem=home', '--filesystem=host-os',
             '--filesystem=/', '--socket=x11', '--device=all')
REQUIRED = ('--share=ipc', '--socket=wayland', '--socket=fallback-x11')


def check(manifest, app_id):
    problems = []

    def expect(condition, message):
        if not condition:
            problems.append(message)

    expect(manifest.get('id', manifest.get('app-id')) == app_id,
           'the manifest does not name the app id %s' % app_id)
    expect(manifest.get('runtime') == 'org.gnome.Platform',
           'the runtime is not org.gnome.Platform')
    expect(str(manifest.get('runtime-version', '')).isdigit(),
           'the runtime version is not a GNOME release number')
    expect(manifest.get('sdk') == 'org.gnome.Sdk', 'the SDK is not org.gnome.Sdk')
    expect(manifest.get('command') == 'polyform-studio',
           'the command is not polyform-studio')

    args = manifest.get('finish-args', [])
    for arg in FORBIDDEN:
        expect(arg not in args, 'finish-args must not contain %s' % arg)
    for arg in REQUIRED:
        expect(arg in args, 'finish-args must contain %s' % arg)

    modules = manifest.get('modules', [])
    expect(len(modules) > 0, 'there are no modules')
    if modules:
        app = modules[-1]
        expect(isinstance(app, dict) and app.get('buildsystem') == 'meson',
               'the last module is not built with meson')
        sources = app.get('sources', []) if isinstance(app, dict) else []
        expect(any(s.get('type') == 'dir' and s.get('path') == '..' for s in sources),
               'the last module is not built from this repository (type "dir", path "..")')
    return problems


def main():
    if len(sys.argv) != 3:
        print('usage: check-manifest.py MANIFEST.json APP_ID', file=sys.stderr)
        return 2
    path, app_id = sys.argv[1], sys.argv[2]
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print('%s: %s' % (path, e), file=sys.stderr)
        return 1
    if not isinstance(manifest, dict):
        print('%s: the manifest is not a JSON object' % path, file=sys.stderr)
        return 1
    problems = check(manifest, app_id)
    for problem in problems:
        print('%s: %s' % (path, problem), file=sys.stderr)
    if not problems:
        print('%s: ok (%s, %s %s)' % (path, app_id, manifest['runtime'],
                                      manifest['runtime-version']))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
