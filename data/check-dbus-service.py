#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check the D-Bus service file against the desktop file (SPEC §9.1): the
service is named for the app id, starts the installed app as a GApplication
service, and the desktop file, named for the same id, says
DBusActivatable=true and lists the project MIME type."""

import configparser
import os
import sys


def read(path):
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    with open(path, encoding='utf-8') as f:
        parser.read_file(f)
    return parser


def main():
    if len(sys.argv) != 5:
        print('usage: check-dbus-service.py SERVICE DESKTOP APP_ID BINDIR', file=sys.stderr)
        return 2
    service_path, desktop_path, app_id, bindir = sys.argv[1:]
    problems = []
    try:
        service = read(service_path)
        desktop = read(desktop_path)
    except (OSError, configparser.Error) as e:
        print(e, file=sys.stderr)
        return 1

    if service.sections() != ['D-BUS Service']:
        problems.append('%s: the only group must be [D-BUS Service]' % service_path)
    else:
        group = service['D-BUS Service']
        if group.get('Name') != app_id:
            problems.append('%s: Name is %r, not the app id %s' % (service_path, group.get('Name'), app_id))
        want = os.path.join(bindir, 'polyform-studio') + ' --gapplication-service'
        if group.get('Exec') != want:
            problems.append('%s: Exec is %r, not %r' % (service_path, group.get('Exec'), want))
    if os.path.basename(service_path) != app_id + '.service':
        problems.append('%s: the file must be named %s.service' % (service_path, app_id))

    entry = desktop['Desktop Entry'] if desktop.has_section('Desktop Entry') else {}
    if os.path.basename(desktop_path) != app_id + '.desktop':
        problems.append('%s: a D-Bus activatable desktop file is named %s.desktop' % (desktop_path, app_id))
    if entry.get('DBusActivatable') != 'true':
        problems.append('%s: DBusActivatable is not true' % desktop_path)
    if 'application/x-polyform-project' not in entry.get('MimeType', '').split(';'):
        problems.append('%s: MimeType does not list application/x-polyform-project' % desktop_path)

    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print('%s: ok' % service_path)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
