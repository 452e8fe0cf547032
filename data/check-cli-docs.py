#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check that the man page and the bash completion of polyform cover every
command and option that `polyform --help` and `polyform COMMAND --help` list.

  check-cli-docs.py man POLYFORM MANPAGE
      every command has a section, every option of a command is in its
      section, the exit codes are listed, and groff finds nothing to warn of
  check-cli-docs.py completion POLYFORM COMPLETION
      the script parses, completes every command, exactly each command's
      long options, and the words of options that take one of a few
"""

import re
import shutil
import subprocess
import sys


def run(args):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit('%s exited %d: %s' % (' '.join(args), result.returncode, result.stderr))
    return result.stdout


def commands_of(polyform):
    text = run([polyform, '--help'])
    block = text.split('Commands:', 1)[1].split('\n\n', 1)[0]
    return [line.split()[0] for line in block.splitlines() if line.strip()]


def options_of(polyform, command):
    """The long options of `polyform COMMAND --help`, from the column before
    each description."""
    text = run([polyform, command, '--help'])
    options = set()
    for line in text.splitlines():
        line = line.strip()
        if line.startswith('-'):
            spec = re.split(r'\s{2,}', line)[0]
            options.update(re.findall(r'--[a-z][a-z0-9-]*', spec))
    return options


def plain(troff):
    text = troff.replace('\\-', '-').replace('\\&', '')
    return re.sub(r'\\f[BIRP]', '', text)


def check_man(polyform, path):
    problems = []
    with open(path, encoding='utf-8') as f:
        source = f.read()
    sections = {}
    current = None
    for line in source.splitlines():
        if line.startswith('.SS') or line.startswith('.SH'):
            heading = plain(line[3:].strip().strip('"'))
            current = heading.split()[0] if line.startswith('.SS') and heading else None
            if current is not None:
                sections.setdefault(current, [])
            continue
        if current is not None:
            sections[current].append(plain(line))
    for command in commands_of(polyform):
        if command not in sections:
            problems.append('no section for the command %s' % command)
            continue
        body = '\n'.join(sections[command])
        for option in sorted(options_of(polyform, command) - {'--help'}):
            if not re.search(re.escape(option) + r'(?![a-z0-9-])', body):
                problems.append('%s: the option %s is not described' % (command, option))
    status = source.split('.SH EXIT STATUS', 1)
    if len(status) < 2:
        problems.append('no EXIT STATUS section')
    else:
        body = status[1].split('.SH', 1)[0]
        for code in '0123':
            if not re.search(r'^\.B %s$' % code, body, re.M):
                problems.append('exit code %s is not listed' % code)
    groff = shutil.which('groff')
    if groff is None:
        print('groff is not installed: the page is not checked for warnings')
    else:
        result = subprocess.run([groff, '-man', '-ww', '-z', path], capture_output=True, text=True)
        if result.returncode != 0 or result.stderr.strip():
            problems.append('groff: %s' % result.stderr.strip())
    return problems


def complete(completion, words):
    """COMPREPLY for the command line `words`, the cursor on the last word."""
    script = 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); ' \
             '_polyform; printf "%s\\n" "${COMPREPLY[@]}"'
    out = run(['bash', '-c', script, 'check', completion] + words)
    return set(line for line in out.splitlines() if line)


def check_completion(polyform, path):
    problems = []
    result = subprocess.run(['bash', '-n', path], capture_output=True, text=True)
    if result.returncode != 0:
        return ['bash -n: %s' % result.stderr.strip()]
    commands = commands_of(polyform)
    offered = complete(path, ['polyform', ''])
    for command in commands:
        if command not in offered:
            problems.append('the command %s is not completed' % command)
    for command in commands:
        want = options_of(polyform, command)
        got = complete(path, ['polyform', command, '--'])
        if got != want:
            problems.append('%s: completes %s, its --help lists %s'
                            % (command, sorted(got - want), sorted(want - got)))
    values = {
        ('map', '--layer-format'): {'csv', 'base64-zlib'},
        ('map', '--mode'): {'classic', 'packed'},
        ('play', '--well'): {'guideline', 'tetrinet', 'shell'},
        ('play', '--format'): {'fumen', 'ascii', 'tetrinet', 'json'},
        ('export', '--format'): {'json', 'xml', 'html'},
        ('render', '--overlay'): {'none', 'solution', 'moves', 'heat', 'shells'},
        ('specials', '--method'): {'gtetrinet', 'itetrinet'},
    }
    for (command, option), want in values.items():
        got = complete(path, ['polyform', command, 'x.xml', option, ''])
        if got != want:
            problems.append('%s %s completes %s, not %s' % (command, option, sorted(got), sorted(want)))
    return problems


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ('man', 'completion'):
        print(__doc__, file=sys.stderr)
        return 2
    mode, polyform, path = sys.argv[1:]
    problems = check_man(polyform, path) if mode == 'man' else check_completion(polyform, path)
    for problem in problems:
        print('%s: %s' % (path, problem), file=sys.stderr)
    if not problems:
        print('%s: ok' % path)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
