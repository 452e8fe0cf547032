/* pf-studio-thumbnail-cache.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-thumbnail-cache"

#include "pf-studio-thumbnail-cache.h"
#include "pf-tri-layout-key.h"
#include "pf-tri-render.h"

typedef struct
{
  GBytes     *key;
  GdkTexture *texture;
  GList       link;   /* in the cache's queue, most recently used first */
} Entry;

struct _PfStudioThumbnailCache
{
  GObject     parent_instance;

  guint       capacity;
  GHashTable *entries;   /* GBytes* key → Entry*, owned */
  GQueue      recent;    /* Entry*, most recently used first */
  guint       drawn;
};

G_DEFINE_FINAL_TYPE (PfStudioThumbnailCache, pf_studio_thumbnail_cache, G_TYPE_OBJECT)

static void
entry_free (Entry *entry)
{
  g_bytes_unref (entry->key);
  g_object_unref (entry->texture);
  g_free (entry);
}

static void
pf_studio_thumbnail_cache_finalize (GObject *object)
{
  PfStudioThumbnailCache *self = PF_STUDIO_THUMBNAIL_CACHE (object);

  /* The entries' links live in the entries: the table frees both. */
  self->recent = (GQueue) G_QUEUE_INIT;
  g_hash_table_unref (self->entries);
  G_OBJECT_CLASS (pf_studio_thumbnail_cache_parent_class)->finalize (object);
}

static void
pf_studio_thumbnail_cache_class_init (PfStudioThumbnailCacheClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pf_studio_thumbnail_cache_finalize;
}

static void
pf_studio_thumbnail_cache_init (PfStudioThumbnailCache *self)
{
  self->entries = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, NULL,
                                         (GDestroyNotify) entry_free);
  g_queue_init (&self->recent);
}

PfStudioThumbnailCache *
pf_studio_thumbnail_cache_new (guint capacity)
{
  PfStudioThumbnailCache *self = g_object_new (PF_STUDIO_TYPE_THUMBNAIL_CACHE, NULL);

  self->capacity = MAX (capacity, 1);
  return self;
}

/* The puzzle, then the size and palette of its drawing. */
static GBytes *
make_key (const PfTriLevel *level,
          int               width,
          int               height,
          int               scale,
          gboolean          dark)
{
  g_autoptr(GBytes) puzzle = pf_tri_level_layout_key (level);
  gint32 look[4] = { width, height, scale, dark != FALSE };
  GByteArray *key = g_byte_array_sized_new (g_bytes_get_size (puzzle) + sizeof look);

  g_byte_array_append (key, g_bytes_get_data (puzzle, NULL), g_bytes_get_size (puzzle));
  g_byte_array_append (key, (const guint8 *) look, sizeof look);
  return g_byte_array_free_to_bytes (key);
}

static GdkTexture *
draw (const PfTriLevel *level,
      int               width,
      int               height,
      int               scale,
      gboolean          dark)
{
  int pw = width * scale, ph = height * scale;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr = cairo_create (surface);
  PfTriRenderOptions options;
  g_autoptr(GBytes) pixels = NULL;
  GdkTexture *texture;

  pf_tri_render_options_init (&options);
  options.dark = dark;
  cairo_scale (cr, scale, scale);
  pf_tri_render (cr, level, width, height, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is premultiplied BGRA in memory on little-endian
   * machines and ARGB on big-endian ones: GDK_MEMORY_DEFAULT either way. */
  pixels = g_bytes_new (cairo_image_surface_get_data (surface),
                        (gsize) cairo_image_surface_get_stride (surface) * ph);
  texture = gdk_memory_texture_new (pw, ph, GDK_MEMORY_DEFAULT, pixels,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

GdkTexture *
pf_studio_thumbnail_cache_get (PfStudioThumbnailCache *self,
                               const PfTriLevel       *level,
                               int                     width,
                               int                     height,
                               int                     scale,
                               gboolean                dark)
{
  g_autoptr(GBytes) key = NULL;
  Entry *entry;

  g_return_val_if_fail (PF_STUDIO_IS_THUMBNAIL_CACHE (self), NULL);
  g_return_val_if_fail (level != NULL, NULL);

  width = MAX (width, 1);
  height = MAX (height, 1);
  scale = MAX (scale, 1);
  key = make_key (level, width, height, scale, dark);
  entry = g_hash_table_lookup (self->entries, key);
  if (entry != NULL)
    {
      g_queue_unlink (&self->recent, &entry->link);
      g_queue_push_head_link (&self->recent, &entry->link);
      return g_object_ref (entry->texture);
    }

  while (self->recent.length >= self->capacity)
    {
      Entry *oldest = g_queue_peek_tail (&self->recent);

      g_queue_unlink (&self->recent, &oldest->link);
      g_hash_table_remove (self->entries, oldest->key);
    }

  entry = g_new0 (Entry, 1);
  entry->key = g_steal_pointer (&key);
  entry->texture = draw (level, width, height, scale, dark);
  entry->link.data = entry;
  g_queue_push_head_link (&self->recent, &entry->link);
  g_hash_table_insert (self->entries, entry->key, entry);
  self->drawn++;
  return g_object_ref (entry->texture);
}

guint
pf_studio_thumbnail_cache_get_size (PfStudioThumbnailCache *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_THUMBNAIL_CACHE (self), 0);
  return g_hash_table_size (self->entries);
}

guint
pf_studio_thumbnail_cache_get_drawn (PfStudioThumbnailCache *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_THUMBNAIL_CACHE (self), 0);
  return self->drawn;
}
