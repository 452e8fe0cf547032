#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the Flatpak manifests: each parses, names the app and a GNOME runtime
that is still supported, builds with meson, and asks for portal-friendly
permissions. The local manifest builds this checkout (a "dir" source); the
release manifest builds the git tag of the version that meson.build and the
AppStream metainfo name, and differs from the local one in nothing else."""

import json
import os
import re
import sys

# The oldest GNOME runtime still supported (each is supported for about a
# year, until the second release after it); README says which one is used.
OLDEST_SUPPORTED_RUNTIME = 50

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
    version = str(manifest.get('runtime-version', ''))
    expect(version.isdigit(), 'the runtime version is not a GNOME release number')
    expect(not version.isdigit() or int(version) >= OLDEST_SUPPORTED_RUNTIME,
           'GNOME %s is no longer supported; use %d or newer' % (version, OLDEST_SUPPORTED_RUNTIME))
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
    return problems


def app_sources(manifest):
    modules = manifest.get('modules', [])
    app = modules[-1] if modules and isinstance(modules[-1], dict) else {}
    return app.get('sources', [])


def project_version(root):
    with open(os.path.join(root, 'meson.build'), encoding='utf-8') as f:
        match = re.search(r"version:\s*'([^']+)'", f.read())
    return match.group(1) if match else None


def latest_release(root, app_id):
    path = os.path.join(root, 'data', app_id + '.metainfo.xml.in')
    with open(path, encoding='utf-8') as f:
        match = re.search(r'<release version="([^"]+)"', f.read())
    return match.group(1) if match else None


def check_pair(local, release, root, app_id):
    problems = []
    sources = app_sources(local)
    if not any(s.get('type') == 'dir' and s.get('path') == '..' for s in sources):
        problems.append('the local manifest does not build this checkout (type "dir", path "..")')

    version = project_version(root)
    tag = 'v%s' % version
    git = [s for s in app_sources(release) if s.get('type') == 'git']
    if len(git) != 1:
        problems.append('the release manifest does not build one git source')
    else:
        if not str(git[0].get('url', '')).startswith('https://'):
            problems.append('the release manifest\'s git url is not https')
        if git[0].get('tag') != tag:
            problems.append('the release manifest builds tag %r, not %s (meson.build\'s version)'
                            % (git[0].get('tag'), tag))
        if 'branch' in git[0]:
            problems.append('the release manifest builds a branch, not a tag')
    if latest_release(root, app_id) != version:
        problems.append('the newest release in the metainfo is %r, not %s'
                        % (latest_release(root, app_id), version))

    def without_sources(manifest):
        copy = json.loads(json.dumps(manifest))
        if copy.get('modules'):
            copy['modules'][-1].pop('sources', None)
        return copy
    if without_sources(local) != without_sources(release):
        problems.append('the release manifest differs from the local one in more than its source')
    return problems


def load(path):
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit('%s: %s' % (path, e))
    if not isinstance(manifest, dict):
        raise SystemExit('%s: the manifest is not a JSON object' % path)
    return manifest


def main():
    if len(sys.argv) != 4:
        print('usage: check-manifest.py LOCAL.json RELEASE.json APP_ID', file=sys.stderr)
        return 2
    local_path, release_path, app_id = sys.argv[1:]
    root = os.path.dirname(os.path.dirname(os.path.abspath(local_path)))
    local, release = load(local_path), load(release_path)
    problems = ['%s: %s' % (local_path, p) for p in check(local, app_id)]
    problems += ['%s: %s' % (release_path, p) for p in check(release, app_id)]
    problems += ['%s: %s' % (release_path, p) for p in check_pair(local, release, root, app_id)]
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print('%s, %s: ok (%s, %s %s)' % (local_path, release_path, app_id, local['runtime'],
                                          local['runtime-version']))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
