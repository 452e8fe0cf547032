/* pf-file-kind.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/stat.h>

#include "pf-error.h"
#include "pf-file-kind.h"

gboolean
pf_file_kind_check_regular (mode_t       mode,
                            const char  *name,
                            const char  *rule,
                            GError     **error)
{
  const char *kind;

  if (S_ISREG (mode))
    return TRUE;
  if (S_ISDIR (mode))
    kind = "a folder";
  else if (S_ISFIFO (mode))
    kind = "a FIFO";
  else if (S_ISSOCK (mode))
    kind = "a socket";
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    kind = "a device";
  else
    kind = "a special file";
  g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s is %s, not a regular file; %s", name, kind, rule);
  return FALSE;
}
