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

gboolean
pf_text_is_wide (const void *head,
                 gsize       length)
{
  const guint8 *b = head;

  g_return_val_if_fail (head != NULL || length == 0, FALSE);

  if (length >= 2 && ((b[0] == 0xfe && b[1] == 0xff) || (b[0] == 0xff && b[1] == 0xfe)))
    return TRUE;
  if (length >= 2 && ((b[0] != 0 && b[1] == 0) || (b[0] == 0 && b[1] != 0)))
    return b[0] == '<' || b[1] == '<' || b[0] == '{' || b[1] == '{';
  return length >= 4 && b[0] == 0 && b[1] == 0 && (b[2] == 0xfe || b[2] == 0);
}
