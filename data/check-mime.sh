#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-mime.sh MIME.xml EXAMPLE.xml APP_ID: builds a MIME database holding
# only the project type (with shared-mime-info's update-mime-database) and
# asks GIO what a *.polyform.xml file, a project without a file name ending
# (found by its <polyform-project> root element) and another XML file are.
set -eu

mime=$1 example=$2 app_id=$3
xmllint --noout "$mime"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/share/mime/packages" "$dir/home"
cp "$mime" "$dir/share/mime/packages/$app_id.xml"
out=$(XDG_DATA_DIRS="$dir/share" XDG_DATA_HOME="$dir/home" update-mime-database "$dir/share/mime" 2>&1)
if [ -n "$out" ]; then
  echo "update-mime-database: $out" >&2
  exit 1
fi

cp "$example" "$dir/starter.polyform.xml"
cp "$example" "$dir/starter-project"
printf '<?xml version="1.0"?>\n<other-root/>\n' > "$dir/other-project"

status=0
expect () {
  got=$(XDG_DATA_DIRS="$dir/share:/usr/share" XDG_DATA_HOME="$dir/home" \
        gio info -a standard::content-type "$dir/$1" | sed -n 's/.*standard::content-type: //p')
  if [ "$got" != "$2" ]; then
    echo "$1: content type $got, expected $2" >&2
    status=1
  fi
}
expect starter.polyform.xml application/x-polyform-project
expect starter-project application/x-polyform-project
expect other-project application/xml
[ $status -eq 0 ] && echo "$mime: ok"
exit $status
