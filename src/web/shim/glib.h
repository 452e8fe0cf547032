/* glib.h: the few GLib types and macros the core's move code uses, for the web page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page's rules are the core's own pf-tri-rules.c and what it needs
 * (src/web/build-wasm.sh), compiled to WebAssembly without GLib. This
 * header stands in for <glib.h> there, and only there: plain C types,
 * malloc and free, and macros that behave as GLib's do for this code.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int          gboolean;
typedef int          gint;
typedef unsigned int guint;
typedef char         gchar;
typedef int8_t       gint8;
typedef uint8_t      guint8;
typedef int16_t      gint16;
typedef uint16_t     guint16;
typedef int32_t      gint32;
typedef uint32_t     guint32;
typedef int64_t      gint64;
typedef uint64_t     guint64;
typedef size_t       gsize;
typedef void        *gpointer;
typedef const void  *gconstpointer;
typedef uint32_t     GQuark;

typedef struct
{
  GQuark domain;
  gint   code;
  gchar *message;
} GError;

/* Only named in prototypes the page never calls. */
typedef struct _GArray GArray;
typedef struct _GPtrArray GPtrArray;
typedef struct _GHashTable GHashTable;

#define TRUE  1
#define FALSE 0

#define G_BEGIN_DECLS
#define G_END_DECLS

#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#define G_N_ELEMENTS(arr) (sizeof (arr) / sizeof ((arr)[0]))

#define G_GUINT64_CONSTANT(val) (val##ULL)
#define G_GINT64_CONSTANT(val)  (val##LL)
#define G_MAXUINT    UINT32_MAX
#define G_MAXUINT32  UINT32_MAX
#define G_MAXUINT64  UINT64_MAX
#define G_MAXINT     INT32_MAX

#define G_LIKELY(expr)   __builtin_expect (!!(expr), 1)
#define G_UNLIKELY(expr) __builtin_expect (!!(expr), 0)
#define G_NO_INLINE      __attribute__ ((noinline))

/* A failed precondition returns, as GLib's does (without the warning). */
#define g_return_val_if_fail(expr, val) do { if (!(expr)) return (val); } while (0)
#define g_return_if_fail(expr)          do { if (!(expr)) return; } while (0)
#define g_assert(expr)                  do { if (!(expr)) __builtin_trap (); } while (0)
#define g_assert_not_reached()          __builtin_trap ()

#define g_new(type, n)        ((type *) malloc (sizeof (type) * (n)))
#define g_new0(type, n)       ((type *) calloc ((n), sizeof (type)))
#define g_renew(type, mem, n) ((type *) realloc ((mem), sizeof (type) * (n)))
#define g_free                free

#define g_steal_pointer(pp) \
  __extension__ ({ __typeof__ (*(pp)) stolen_ = *(pp); *(pp) = NULL; stolen_; })

#define G_DEFINE_AUTOPTR_CLEANUP_FUNC(type, func) \
  static inline void type##_autoptr_cleanup (type **p) { if (*p != NULL) func (*p); }
#define g_autoptr(type) __attribute__ ((cleanup (type##_autoptr_cleanup))) type *

/* Keeps the format, untranslated and unformatted, as the message. */
void g_set_error (GError     **error,
                  GQuark       domain,
                  gint         code,
                  const char  *format,
                  ...);

static inline int
g_strcmp0 (const char *a,
           const char *b)
{
  if (a == NULL || b == NULL)
    return a == b ? 0 : a == NULL ? -1 : 1;
  return strcmp (a, b);
}

/* Only in code the page never calls (pf_tri_rules_predecessors()). */
guint   g_array_get_element_size (GArray        *array);
GArray *g_array_append_vals      (GArray        *array,
                                  gconstpointer  data,
                                  guint          len);
