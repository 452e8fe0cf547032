/* pf-memory.c: how much memory is free, and big allocations that fail with an error
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-memory"

#include <string.h>
#include <sys/resource.h>

#include "pf-error.h"
#include "pf-memory.h"

/* What is kept free for the rest of the program (GLib, the app). */
#define MARGIN ((guint64) 32 << 20)

/* The value of "@key" (in kB) in a /proc file such as /proc/meminfo. */
static gboolean
proc_field_kb (const char *path,
               const char *key,
               guint64    *bytes)
{
  g_autofree char *text = NULL;
  const char *p;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  for (p = text; p != NULL && *p != '\0'; p = strchr (p, '\n'), p = p != NULL ? p + 1 : NULL)
    if (g_str_has_prefix (p, key) && p[strlen (key)] == ':')
      {
        *bytes = g_ascii_strtoull (p + strlen (key) + 1, NULL, 10) * 1024;
        return TRUE;
      }
  return FALSE;
}

static gboolean
file_number (const char *path,
             guint64    *value)
{
  g_autofree char *text = NULL;
  char *end = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  *value = g_ascii_strtoull (text, &end, 10);
  return end != text;   /* "max" has no number */
}

/* What a resource limit leaves above @used. */
static guint64
rlimit_left (int         resource,
             const char *status_key)
{
  struct rlimit lim;
  guint64 used = 0;

  if (getrlimit (resource, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY)
    return G_MAXUINT64;
  if (!proc_field_kb ("/proc/self/status", status_key, &used))
    used = 0;
  return (guint64) lim.rlim_cur > used ? (guint64) lim.rlim_cur - used : 0;
}

/* The control group's memory.max less its memory.current. */
static guint64
cgroup_left (void)
{
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *max_path = NULL;
  g_autofree char *cur_path = NULL;
  guint64 max, cur;
  char *nl;

  /* cgroup v2: one line "0::/path". */
  if (!g_file_get_contents ("/proc/self/cgroup", &text, NULL, NULL) ||
      !g_str_has_prefix (text, "0::"))
    return G_MAXUINT64;
  nl = strchr (text, '\n');
  if (nl != NULL)
    *nl = '\0';
  dir = g_build_filename ("/sys/fs/cgroup", text + 3, NULL);
  max_path = g_build_filename (dir, "memory.max", NULL);
  cur_path = g_build_filename (dir, "memory.current", NULL);
  if (!file_number (max_path, &max) || !file_number (cur_path, &cur))
    return G_MAXUINT64;
  return max > cur ? max - cur : 0;
}

guint64
pf_memory_available (void)
{
  guint64 avail = G_MAXUINT64, mem;

  if (proc_field_kb ("/proc/meminfo", "MemAvailable", &mem))
    avail = mem;
  avail = MIN (avail, rlimit_left (RLIMIT_AS, "VmSize"));
#ifdef RLIMIT_DATA
  avail = MIN (avail, rlimit_left (RLIMIT_DATA, "VmData"));
#endif
  avail = MIN (avail, cgroup_left ());
  return avail;
}

gboolean
pf_memory_check (guint64      bytes,
                 const char  *what,
                 GError     **error)
{
  guint64 avail = pf_memory_available ();

  if (avail != G_MAXUINT64 && (avail < MARGIN || bytes > avail - MARGIN))
    {
      g_autofree char *need = g_format_size (bytes);
      g_autofree char *free_ = g_format_size (avail > MARGIN ? avail - MARGIN : 0);

      g_set_error (error, PF_ERROR, PF_ERROR_NO_MEMORY,
                   "not enough memory for %s: it needs %s more, and %s is free", what,
                   need, free_);
      return FALSE;
    }
  return TRUE;
}

static void
set_alloc_error (gsize        bytes,
                 const char  *what,
                 GError     **error)
{
  g_autofree char *need = g_format_size (bytes);

  g_set_error (error, PF_ERROR, PF_ERROR_NO_MEMORY,
               "not enough memory for %s: %s could not be allocated", what, need);
}

gpointer
pf_memory_try_alloc0 (gsize        bytes,
                      const char  *what,
                      GError     **error)
{
  gpointer mem;

  if (!pf_memory_check (bytes, what, error))
    return NULL;
  mem = g_try_malloc0 (MAX (bytes, 1));
  if (mem == NULL)
    set_alloc_error (bytes, what, error);
  return mem;
}

gpointer
pf_memory_try_realloc (gpointer     mem,
                       gsize        old_bytes,
                       gsize        bytes,
                       const char  *what,
                       GError     **error)
{
  gpointer grown;

  if (bytes > old_bytes && !pf_memory_check (bytes - old_bytes, what, error))
    return NULL;
  grown = g_try_realloc (mem, MAX (bytes, 1));
  if (grown == NULL)
    set_alloc_error (bytes, what, error);
  return grown;
}
