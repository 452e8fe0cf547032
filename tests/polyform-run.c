/* polyform-run.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "polyform-run.h"

/* In the child, after the pipes are in place and before exec. */
static void
child_setup (gpointer user_data)
{
  const PolyformRunOptions *options = user_data;

  if (options == NULL)
    return;
  if (options->stdin_path != NULL)
    {
      int fd = open (options->stdin_path, O_RDONLY);

      if (fd >= 0)
        {
          dup2 (fd, STDIN_FILENO);
          close (fd);
        }
    }
  if (options->stdout_path != NULL)
    {
      int fd = open (options->stdout_path, O_WRONLY);

      if (fd >= 0)
        {
          dup2 (fd, STDOUT_FILENO);
          close (fd);
        }
    }
  if (options->close_stdout)
    close (STDOUT_FILENO);
  if (options->file_size_limit > 0)
    {
      struct rlimit limit = { options->file_size_limit, options->file_size_limit };

      /* Ignored signals stay ignored across exec: a write past the limit
       * then fails with EFBIG instead of killing the program. */
      signal (SIGXFSZ, SIG_IGN);
      setrlimit (RLIMIT_FSIZE, &limit);
    }
  if (options->data_limit > 0)
    {
      struct rlimit limit = { options->data_limit, options->data_limit };

      setrlimit (RLIMIT_DATA, &limit);
    }
}

static int
run_with_options (const PolyformRunOptions *options,
                  char                    **out,
                  char                    **err,
                  const char * const       *args)
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

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                options != NULL ? child_setup : NULL, (gpointer) options,
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

/* The arguments from @first to the NULL that ends them, NULL-terminated. */
static GPtrArray *
collect_args (const char *first,
              va_list     rest)
{
  GPtrArray *args = g_ptr_array_new ();

  for (const char *arg = first; arg != NULL; arg = va_arg (rest, const char *))
    g_ptr_array_add (args, (char *) arg);
  g_ptr_array_add (args, NULL);
  return args;
}

int
polyform_run_argv (char              **out,
                   char              **err,
                   const char * const *args)
{
  return run_with_options (NULL, out, err, args);
}

int
polyform_run_with (const PolyformRunOptions *options,
                   char                    **out,
                   char                    **err,
                   const char               *first,
                   ...)
{
  g_autoptr(GPtrArray) args = NULL;
  va_list rest;

  va_start (rest, first);
  args = collect_args (first, rest);
  va_end (rest);
  return run_with_options (options, out, err, (const char * const *) args->pdata);
}

int
polyform_run_valist (char       **out,
                     char       **err,
                     const char  *first,
                     va_list      rest)
{
  g_autoptr(GPtrArray) args = collect_args (first, rest);

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

void
polyform_result_clear (PolyformResult *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

void
polyform_run_into (PolyformResult           *result,
                   const PolyformRunOptions *options,
                   const char               *first,
                   ...)
{
  g_autoptr(GPtrArray) args = NULL;
  va_list rest;

  g_assert_null (result->out);
  g_assert_null (result->err);
  va_start (rest, first);
  args = collect_args (first, rest);
  va_end (rest);
  result->status = run_with_options (options, &result->out, &result->err,
                                     (const char * const *) args->pdata);
}
