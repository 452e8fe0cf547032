/* pf-project-writer.c (being written)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-error.h"
#include "pf-project-private.h"

char *
pf_project_to_data (PfProject *self)
{
  return g_strdup ("<polyform-project version=\"1\"/>\n");
}

gboolean
pf_project_save (PfProject  *self,
                 GFile      *file,
                 GError    **error)
{
  g_set_error (error, PF_ERROR, PF_ERROR_IO, "saving is not implemented yet");
  return FALSE;
}
