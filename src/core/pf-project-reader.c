/* pf-project-reader.c (being written)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-error.h"
#include "pf-project-private.h"

PfProject *
pf_project_load_from_data (const char  *data,
                           gssize       length,
                           const char  *display_name,
                           GError     **error)
{
  g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: loading is not implemented yet", display_name);
  return NULL;
}

PfProject *
pf_project_load (GFile   *file,
                 GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);

  return pf_project_load_from_data ("", 0, name, error);
}

gboolean
pf_project_check (PfProject   *self,
                  const char  *display_name,
                  GError     **error)
{
  return TRUE;
}
