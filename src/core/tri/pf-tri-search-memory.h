/* pf-tri-search-memory.h: the searches' allocations, checked against free memory when big
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A search never ends in an allocation abort: what it allocates is checked
 * against free memory first (pf_memory_check()). The check reads /proc and
 * the control group's files, which costs about 70 µs, as much as a whole
 * search of a few hundred states, and a small level's searches allocate a
 * dozen times. So an allocation, or the growth of one, below
 * %PF_TRI_CHECKED_MIN bytes is only tried: it fails with the same error
 * when the system refuses it.
 */
#pragma once

#include <glib.h>

#include "pf-error.h"
#include "pf-memory.h"

G_BEGIN_DECLS

#define PF_TRI_CHECKED_MIN ((gsize) 1 << 20)

static inline gpointer
pf_tri_search_fail (gsize        bytes,
                    const char  *what,
                    GError     **error)
{
  g_autofree char *need = g_format_size (bytes);

  g_set_error (error, PF_ERROR, PF_ERROR_NO_MEMORY,
               "not enough memory for %s: %s could not be allocated", what, need);
  return NULL;
}

/**
 * pf_tri_search_alloc0:
 * @bytes: the size
 * @what: what it is for, for the error message
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * pf_memory_try_alloc0(), without the check of free memory below
 * %PF_TRI_CHECKED_MIN bytes.
 *
 * Returns: (transfer full) (nullable): zeroed memory, or %NULL with @error set
 */
static inline gpointer
pf_tri_search_alloc0 (gsize        bytes,
                      const char  *what,
                      GError     **error)
{
  gpointer mem;

  if (bytes >= PF_TRI_CHECKED_MIN)
    return pf_memory_try_alloc0 (bytes, what, error);
  mem = g_try_malloc0 (MAX (bytes, 1));
  return mem != NULL ? mem : pf_tri_search_fail (bytes, what, error);
}

/**
 * pf_tri_search_realloc:
 * @mem: (transfer full) (nullable): memory of @old_bytes
 * @old_bytes: its size
 * @bytes: the new size
 * @what: what it is for, for the error message
 * @error: return location for a #PF_ERROR_NO_MEMORY error
 *
 * pf_memory_try_realloc(), without the check of free memory when it grows
 * by less than %PF_TRI_CHECKED_MIN bytes.
 *
 * Returns: (transfer full) (nullable): the memory, or %NULL with @error
 *   set (@mem is then unchanged)
 */
static inline gpointer
pf_tri_search_realloc (gpointer     mem,
                       gsize        old_bytes,
                       gsize        bytes,
                       const char  *what,
                       GError     **error)
{
  gpointer grown;

  if (bytes > old_bytes && bytes - old_bytes >= PF_TRI_CHECKED_MIN)
    return pf_memory_try_realloc (mem, old_bytes, bytes, what, error);
  grown = g_try_realloc (mem, MAX (bytes, 1));
  return grown != NULL ? grown : pf_tri_search_fail (bytes, what, error);
}

G_END_DECLS
