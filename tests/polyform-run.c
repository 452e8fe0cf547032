/* polyform-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include "polyform-run.h"

int
polyform_run_argv (char              **out,
                   char              **err,
                   const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *local_out = NULL;
  g_autofree char *local_err = NULL;
  const char *polyform = g_getenv ("POLYFORM");
  int wait_status = 0, status;

  if (polyform == NULL)
    g_error ("POLYFORM is not set; run the tests through meson");

  g_ptr_array_add (argv, (char *) polyform);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                &local_out, &local_err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  status = WEXITSTATUS (wait_status);
  g_test_message ("exit %d\nstdout: %s\nstderr: %s", status, local_out, local_err);

  if (out != NULL)
    *out = g_steal_pointer (&local_out);
  if (err != NULL)
    *err = g_steal_pointer (&local_err);
  return status;
}

int
polyform_run_valist (char       **out,
                     char       **err,
                     const char  *first,
                     va_list      rest)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  for (const char *arg = first; arg != NULL; arg = va_arg (rest, const char *))
    g_ptr_array_add (args, (char *) arg);
  g_ptr_array_add (args, NULL);
  return polyform_run_argv (out, err, (const char * const *) args->pdata);
}

int
polyform_run (char       **out,
              char       **err,
              const char  *first,
              ...)
{
  va_list rest;
  int status;

  va_start (rest, first);
  status = polyform_run_valist (out, err, first, rest);
  va_end (rest);
  return status;
}
