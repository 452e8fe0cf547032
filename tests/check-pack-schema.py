#!/usr/bin/env python3
# check-pack-schema.py: every pack JSON polyform exports follows data/polyform-pack.schema.json
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   check-pack-schema.py POLYFORM SCHEMA EXAMPLES_DIR
#
# Exports every pack of every example project as pack JSON and as a web page
# (whose embedded pack is checked too), and a pack whose levels are not yet
# solved; each must be valid. Then broken packs must be rejected, so the
# schema is known to check something. Needs python3-jsonschema (installed by
# build-aux/polyform-dev); skips (77) without it.
import copy
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("python3-jsonschema is not installed (build-aux/polyform-dev test installs it)")
    sys.exit(77)

polyform, schema_path, examples = sys.argv[1:4]
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
failures = 0


def run(*args):
    return subprocess.run([polyform, *args], check=True, capture_output=True, text=True).stdout


def check(name, pack, valid=True):
    global failures
    errors = sorted(validator.iter_errors(pack), key=lambda e: list(e.path))
    if valid and errors:
        failures += 1
        print(f"FAIL {name}: {errors[0].message} at {list(errors[0].path)}")
    elif not valid and not errors:
        failures += 1
        print(f"FAIL {name}: the schema accepts a broken pack")
    else:
        print(f"ok {name}" + ("" if valid else f" (rejected: {errors[0].message[:80]})"))


exported = []
with tempfile.TemporaryDirectory() as work:
    for project in sorted(glob.glob(os.path.join(examples, "*.xml"))):
        info = json.loads(run("info", project, "--json"))
        for pack in info["packs"]:
            name = f"{os.path.basename(project)} pack {pack['id']}"
            data = json.loads(run("export", project, "--pack", pack["id"]))
            check(name, data)
            exported.append(data)
            page = os.path.join(work, "page.html")
            run("export", project, "--pack", pack["id"], "--format", "html", "-o", page)
            with open(page, encoding="utf-8") as f:
                match = re.search(r'<script type="application/json" id="pack-data">\n'
                                  r'(.*?)\n</script>', f.read(), re.S)
            check(name + " (in its web page)", json.loads(match.group(1)))

            # The same pack before it was solved: null figures and solutions.
            with open(project, encoding="utf-8") as f:
                text = re.sub(r"\s*<(solution|analysis) [^>]*/>", "", f.read())
            unsolved = os.path.join(work, "unsolved.xml")
            with open(unsolved, "w", encoding="utf-8") as f:
                f.write(text)
            data = json.loads(run("export", unsolved, "--pack", pack["id"]))
            assert data["levels"] and data["levels"][0]["moves"] is None
            check(name + " (not solved)", data)

if not exported:
    print("FAIL: no example pack was exported")
    sys.exit(1)

good = exported[0]
broken = {
    "no format": lambda p: p.pop("format"),
    "another format": lambda p: p.update(format="polyform-project"),
    "version 2": lambda p: p.update(version=2),
    "an id with a space": lambda p: p.update(id="two words"),
    "a level without grid": lambda p: p["levels"][0].pop("grid"),
    "a grid row of 31 characters": lambda p: p["levels"][0]["grid"].__setitem__(0, "#" * 31),
    "a grid of 15 rows": lambda p: p["levels"][0]["grid"].pop(),
    "a grid character x": lambda p: p["levels"][0]["grid"].__setitem__(0, "x" * 32),
    "axis x": lambda p: p["levels"][0]["blocks"][0].update(axis="x"),
    "row 16": lambda p: p["levels"][0]["blocks"][0].update(row=16),
    "length 1": lambda p: p["levels"][0]["blocks"][0].update(length=1),
    "key as a string": lambda p: p["levels"][0]["blocks"][0].update(key="true"),
    "triangle 512": lambda p: p["levels"][0]["blocks"][0]["triangles"].__setitem__(0, 512),
    "moves as text": lambda p: p["levels"][0].update(moves="7"),
    "negative difficulty": lambda p: p["levels"][0].update(difficulty=-1),
    "a move with dir up": lambda p: p["levels"][0]["solution"][0].update(dir="up"),
    "a move of 0 steps": lambda p: p["levels"][0]["solution"][0].update(steps=0),
    "an unknown member": lambda p: p["levels"][0].update(colour="red"),
    "17 blocks": lambda p: p["levels"][0]["blocks"].extend([p["levels"][0]["blocks"][0]] * 17),
}
for name, breakage in broken.items():
    pack = copy.deepcopy(good)
    breakage(pack)
    check(name, pack, valid=False)

sys.exit(1 if failures else 0)
