/* main.c: polyform-studio
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "pf-studio-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(PfStudioApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = pf_studio_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
