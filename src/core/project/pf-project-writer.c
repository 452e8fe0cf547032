/* pf-project-writer.c: canonical serialisation and atomic saving of projects
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include <libxml/parserInternals.h>
#include <libxml/tree.h>

#include "pf-atomic-file.h"
#include "pf-error.h"
#include "pf-map-compact.h"
#include "pf-playtest-log.h"
#include "pf-project-private.h"
#include "pf-xml-limits.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

static xmlNode *
add_element (xmlNode    *parent,
             const char *name)
{
  return xmlNewChild (parent, NULL, BAD_CAST name, NULL);
}

static void
set_attr (xmlNode    *node,
          const char *name,
          const char *value)
{
  xmlSetProp (node, BAD_CAST name, BAD_CAST value);
}

static void set_attr_printf (xmlNode    *node,
                             const char *name,
                             const char *format,
                             ...) G_GNUC_PRINTF (3, 4);

static void
set_attr_printf (xmlNode    *node,
                 const char *name,
                 const char *format,
                 ...)
{
  char buf[32];
  va_list args;

  va_start (args, format);
  g_vsnprintf (buf, sizeof buf, format, args);
  va_end (args);
  set_attr (node, name, buf);
}

static void
set_int_attr (xmlNode    *node,
              const char *name,
              gint64      value)
{
  set_attr_printf (node, name, "%" G_GINT64_FORMAT, value);
}

static void
set_uint64_attr (xmlNode    *node,
                 const char *name,
                 guint64     value)
{
  set_attr_printf (node, name, "%" G_GUINT64_FORMAT, value);
}

/* The schema's decimal type: no exponent, and at most this many digits. */
#define DECIMAL_MAX_DIGITS 24

static guint
count_digits (const char *text)
{
  guint digits = 0;
  gboolean leading = TRUE;

  for (const char *c = text; *c != '\0'; c++)
    {
      /* Zeros ahead of the first other digit do not count; the loop
       * below bounds the places after the point on its own. */
      if (leading && (*c == '0' || *c == '.'))
        continue;
      leading = FALSE;
      digits += g_ascii_isdigit (*c);
    }
  return digits;
}

/* @value (0 or more, finite) as the shortest decimal that reads back as
 * @value, within the schema's digits: a weight of 1000000 stays
 * "1000000", not "1e+06", and 0.123456789 keeps every digit. */
static void
set_decimal_attr (xmlNode    *node,
                  const char *name,
                  double      value)
{
  char buf[64];

  for (int places = 0; places <= DECIMAL_MAX_DIGITS; places++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%df", places);
      g_ascii_formatd (buf, sizeof buf, format, value);
      if (g_ascii_strtod (buf, NULL) == value || count_digits (buf) >= DECIMAL_MAX_DIGITS)
        break;
    }
  set_attr (node, name, buf);
}

static void
set_colour_attr (xmlNode    *node,
                 const char *name,
                 guint32     colour)
{
  set_attr_printf (node, name, "#%06x", colour & 0xffffff);
}

static void
add_text_element (xmlNode    *parent,
                  const char *name,
                  const char *text)
{
  xmlNode *node = add_element (parent, name);

  xmlNodeAddContent (node, BAD_CAST text);
}

static void
write_meta (xmlNode      *parent,
            const PfMeta *meta)
{
  xmlNode *node;

  if (pf_meta_is_empty (meta))
    return;
  node = add_element (parent, "meta");
  if (meta->title)
    add_text_element (node, "title", meta->title);
  if (meta->author)
    add_text_element (node, "author", meta->author);
  if (meta->notes)
    add_text_element (node, "notes", meta->notes);
}

/* An item's element, with what every item carries first: its id and its
 * <meta>. Its foreign content goes last (pf_extensions_apply()). */
static xmlNode *
add_item_element (xmlNode      *parent,
                  const char   *name,
                  const char   *id,
                  const PfMeta *meta)
{
  xmlNode *node = add_element (parent, name);

  set_attr (node, "id", id);
  write_meta (node, meta);
  return node;
}

/* A text body on its own lines, indented one level deeper than @depth. */
static void
write_body (xmlNode    *node,
            GPtrArray  *lines,
            guint       depth)
{
  GString *text = g_string_new ("\n");

  for (guint i = 0; i < lines->len; i++)
    {
      g_string_append_printf (text, "%*s%s\n", (int) (depth + 1) * 2, "",
                              (const char *) g_ptr_array_index (lines, i));
    }
  g_string_append_printf (text, "%*s", (int) depth * 2, "");
  xmlNodeAddContent (node, BAD_CAST text->str);
  g_string_free (text, TRUE);
}

/* The playtest results of a level (format version 5). */
static void
write_playtests (xmlNode   *parent,
                 GPtrArray *results)
{
  xmlNode *node = add_element (parent, "playtests");

  for (guint i = 0; i < results->len; i++)
    {
      const PfPlaytestResult *result = g_ptr_array_index (results, i);
      xmlNode *rn = add_element (node, "result");
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      if (result->tester != NULL && result->tester[0] != '\0')
        set_attr (rn, "tester", result->tester);
      set_attr (rn, "solved", result->solved ? "true" : "false");
      g_ascii_formatd (buf, sizeof buf, "%.1f", result->seconds);
      set_attr (rn, "seconds", buf);
      set_int_attr (rn, "moves", result->moves);
      set_int_attr (rn, "undos", result->undos);
      set_int_attr (rn, "restarts", result->restarts);
    }
}

/* A level element at @depth (its pack's levels are at depth 2), with its
 * playtest results when @with_playtests. Returns the format version the
 * level needs. */
static guint
write_level (xmlNode          *parent,
             const PfTriLevel *level,
             guint             depth,
             gboolean          with_playtests)
{
  xmlNode *node = add_item_element (parent, "tri-level", level->id, &level->meta);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  for (guint row = 0; row < PF_TRI_ROWS; row++)
    {
      char *line = g_malloc (PF_TRI_COLS * 2 + 1);

      for (guint i = 0; i < PF_TRI_COLS * 2; i++)
        {
          guint index = row * 32 + i;

          line[i] = pf_tri_mask_get (&level->walls, index) ? '#' :
                    pf_tri_mask_get (&level->goals, index) ? '*' : '.';
        }
      line[PF_TRI_COLS * 2] = '\0';
      g_ptr_array_add (lines, line);
    }
  write_body (add_element (node, "grid"), lines, depth + 1);

  for (guint b = 0; b < level->n_blocks; b++)
    {
      const PfTriBlock *block = &level->blocks[b];
      xmlNode *bn = add_element (node, "block");

      set_attr (bn, "axis", pf_tri_axis_to_string (block->axis));
      set_int_attr (bn, "row", pf_tri_row (block->first));
      set_int_attr (bn, "col", pf_tri_col (block->first));
      set_attr (bn, "ori", pf_tri_ori (block->first) == PF_TRI_DOWN ? "down" : "up");
      set_int_attr (bn, "length", block->length);
      set_attr (bn, "key", block->key ? "true" : "false");
    }

  if (level->figures.moves >= 0 && level->figures.steps >= 0)
    {
      xmlNode *sn = add_element (node, "solution");

      set_int_attr (sn, "moves", level->figures.moves);
      set_int_attr (sn, "steps", level->figures.steps);
    }

  if (level->figures.reachable >= 0 && level->figures.solved_states >= 0 &&
      level->figures.farther_states >= 0 && level->figures.difficulty >= 0)
    {
      xmlNode *an = add_element (node, "analysis");
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      set_int_attr (an, "reachable", level->figures.reachable);
      set_int_attr (an, "solved-states", level->figures.solved_states);
      if (level->figures.max_distance >= 0)
        set_int_attr (an, "max-distance", level->figures.max_distance);
      set_int_attr (an, "farther-states", level->figures.farther_states);
      g_ascii_formatd (buf, sizeof buf, "%.2f", level->figures.difficulty);
      set_attr (an, "difficulty", buf);
    }

  if (with_playtests && level->playtests != NULL && level->playtests->len > 0)
    write_playtests (node, level->playtests);

  pf_extensions_apply (level->ext, node);
  return with_playtests && level->playtests != NULL && level->playtests->len > 0 ? 5 : 1;
}

/* Returns the format version the pack needs. */
static guint
write_pack (xmlNode         *parent,
            const PfTriPack *pack)
{
  xmlNode *node = add_item_element (parent, "tri-pack", pack->id, &pack->meta);
  guint version = 1;

  for (guint i = 0; i < pack->levels->len; i++)
    {
      guint needed = write_level (node, g_ptr_array_index (pack->levels, i), 2, TRUE);

      version = MAX (version, needed);
    }
  pf_extensions_apply (pack->ext, node);
  return version;
}

static void
write_layout (xmlNode             *parent,
              const PfShellLayout *layout)
{
  xmlNode *node = add_item_element (parent, "shell-layout", layout->id, &layout->meta);

  for (guint i = 0; i < layout->cells->len; i++)
    {
      const PfShellCell *cell = &g_array_index (layout->cells, PfShellCell, i);
      xmlNode *cn = add_element (node, "cell");

      set_int_attr (cn, "x", cell->x);
      set_int_attr (cn, "y", cell->y);
      set_int_attr (cn, "colour", cell->colour);
    }
  pf_extensions_apply (layout->ext, node);
}

static void
write_tileset (xmlNode         *parent,
               const PfTileset *tileset)
{
  xmlNode *node = add_item_element (parent, "tileset", tileset->id, &tileset->meta);

  for (guint i = 0; i < tileset->terrains->len; i++)
    {
      const PfTerrain *terrain = &g_array_index (tileset->terrains, PfTerrain, i);
      xmlNode *tn = add_element (node, "terrain");

      set_int_attr (tn, "id", terrain->id);
      set_attr (tn, "name", terrain->name ? terrain->name : "");
      set_colour_attr (tn, "colour", terrain->colour);
    }

  for (guint i = 0; i < tileset->forbids->len; i++)
    {
      const PfForbid *forbid = &g_array_index (tileset->forbids, PfForbid, i);
      xmlNode *fn = add_element (node, "forbid");

      set_int_attr (fn, "a", forbid->a);
      set_int_attr (fn, "b", forbid->b);
    }

  for (guint i = 0; i < tileset->shapes->len; i++)
    {
      const PfShape *shape = g_ptr_array_index (tileset->shapes, i);
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      xmlNode *sn = add_element (node, "shape");

      set_attr (sn, "id", shape->id);
      set_decimal_attr (sn, "weight", shape->weight);
      set_attr (sn, "rotate", shape->rotate ? "true" : "false");
      for (guint y = 0; y < shape->height; y++)
        {
          char *line = g_malloc (shape->width + 1);

          for (guint x = 0; x < shape->width; x++)
            line[x] = shape->cells[y * shape->width + x] ? '#' : '.';
          line[shape->width] = '\0';
          g_ptr_array_add (lines, line);
        }
      write_body (add_element (sn, "cells"), lines, 3);

      for (guint v = 0; v < shape->variants->len; v++)
        {
          const PfVariant *variant = g_ptr_array_index (shape->variants, v);
          xmlNode *vn = add_element (sn, "variant");

          set_attr (vn, "id", variant->id);
          set_attr (vn, "name", variant->name ? variant->name : variant->id);
          set_colour_attr (vn, "colour", variant->colour);
          set_int_attr (vn, "terrain", variant->terrain);
          if (variant->image)
            set_attr (vn, "image", variant->image);
          pf_extensions_apply (variant->ext, vn);
        }
      pf_extensions_apply (shape->ext, sn);
    }
  pf_extensions_apply (tileset->ext, node);
}

static guint64 compact_cells = PF_MAP_COMPACT_CELLS;

void
pf_project_set_compact_cells (guint64 cells)
{
  compact_cells = cells;
}

/* The compact form of a map (pf-map-compact.h). Returns the format version
 * it needs: 2, 3 when it marks empty cells, 4 when it has locked keys; 0
 * when the map has no compact form because its placements overlap or leave
 * it, or because it has none. */
static guint
write_compact (xmlNode         *node,
               const PfMap     *map,
               const PfTileset *tileset)
{
  g_autoptr(PfMapCompact) compact = pf_map_compact_encode (map, tileset);
  xmlNode *palette;

  /* A map with no placement at all has no key for the palette, which
   * needs one: such a map is written as (no) elements instead. */
  if (compact == NULL || compact->keys->len == 0)
    return 0;

  palette = add_element (node, "palette");
  for (guint i = 0; i < compact->keys->len; i++)
    {
      const PfMapKey *key = &g_array_index (compact->keys, PfMapKey, i);
      const PfShape *shape = g_ptr_array_index (tileset->shapes, key->shape);
      const PfVariant *variant = g_ptr_array_index (shape->variants, key->variant);
      xmlNode *kn = add_element (palette, "key");

      set_attr (kn, "name", key->name);
      set_attr (kn, "shape", shape->id);
      set_attr (kn, "variant", variant->id);
      set_int_attr (kn, "rotation", key->rotation);
      if (key->locked)
        set_attr (kn, "locked", "true");
    }
  for (guint i = 0; i < compact->chunks->len; i++)
    {
      const char *chunk = g_ptr_array_index (compact->chunks, i);
      g_autofree char *text = g_strconcat ("\n", chunk, "    ", NULL);

      xmlNodeAddContent (add_element (node, "placements"), BAD_CAST text);
    }
  if (compact->n_locked > 0)
    return 4;
  return compact->n_empty > 0 ? 3 : 2;
}

/* Returns the format version the map needs: 1 as <placement> elements (4
 * when one is locked, so that a program that knows no lock says it needs
 * updating rather than that the file is wrong), or that of its compact
 * form. @elements counts the placements written as elements so far. */
static guint
write_map (xmlNode     *parent,
           PfProject   *project,
           const PfMap *map,
           guint64     *elements)
{
  xmlNode *node = add_item_element (parent, "map", map->id, &map->meta);
  PfTileset *tileset = pf_project_find_tileset (project, map->tileset);
  guint version = 0, element_version = 1;

  set_attr (node, "tileset", map->tileset);
  set_int_attr (node, "width", map->width);
  set_int_attr (node, "height", map->height);
  set_uint64_attr (node, "seed", map->seed);
  set_attr (node, "mode", pf_map_mode_to_string (map->mode));

  if (tileset != NULL &&
      ((guint64) map->width * map->height > compact_cells ||
       *elements + map->placements->len > PF_MAP_ELEMENT_PLACEMENTS) &&
      (version = write_compact (node, map, tileset)) > 0)
    {
      pf_extensions_apply (map->ext, node);
      return version;
    }

  *elements += map->placements->len;
  for (guint i = 0; tileset != NULL && i < map->placements->len; i++)
    {
      const PfPlacement *p = &g_array_index (map->placements, PfPlacement, i);
      const PfShape *shape;
      const PfVariant *variant;
      xmlNode *pn;

      if (p->shape >= tileset->shapes->len)
        continue;
      shape = g_ptr_array_index (tileset->shapes, p->shape);
      if (p->variant >= shape->variants->len)
        continue;
      variant = g_ptr_array_index (shape->variants, p->variant);

      pn = add_element (node, "placement");
      set_attr (pn, "shape", shape->id);
      set_attr (pn, "variant", variant->id);
      set_int_attr (pn, "rotation", p->rotation);
      set_int_attr (pn, "x", p->x);
      set_int_attr (pn, "y", p->y);
      if (p->locked)
        {
          set_attr (pn, "locked", "true");
          element_version = 4;
        }
    }
  pf_extensions_apply (map->ext, node);
  return element_version;
}

static void
write_playtest (xmlNode                  *parent,
                const PfPlaytestSettings *settings)
{
  xmlNode *node = add_element (parent, "playtest");
  xmlNode *sn;
  g_autofree char *frequencies = pf_specials_frequencies_format (settings->frequencies);

  set_attr (node, "well", settings->well == PF_WELL_TETRINET ? "tetrinet" : "guideline");
  set_uint64_attr (node, "seed", settings->seed);
  set_attr (node, "rotation-system", settings->rotation_system ? settings->rotation_system : "srs");
  set_int_attr (node, "das", settings->das_ms);
  set_int_attr (node, "arr", settings->arr_ms);

  sn = add_element (node, "specials");
  set_attr (sn, "method", settings->method == PF_SPECIALS_ITETRINET ? "itetrinet" : "gtetrinet");
  set_attr (sn, "frequencies", frequencies);
  set_int_attr (sn, "lines-per-special", settings->lines_per_special);
  set_int_attr (sn, "per-award", settings->specials_per_award);
  set_int_attr (sn, "capacity", settings->inventory_capacity);

  if (settings->field != NULL && settings->field_format != NULL)
    {
      xmlNode *fn = add_element (node, "field");

      set_attr (fn, "format", settings->field_format);
      xmlNodeAddContent (fn, BAD_CAST settings->field);
    }
  pf_extensions_apply (settings->ext, node);
}

/* The canonical document of @self. */
static xmlDoc *
build_document (PfProject *self)
{
  xmlDoc *doc = xmlNewDoc (BAD_CAST "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, BAD_CAST "polyform-project", NULL);
  guint version = 1;
  guint64 element_placements = 0;

  xmlDocSetRootElement (doc, root);
  /* Version 1 unless a map needs version 2's compact form, version 3's
   * empty cells in it or version 4's locked placements, or a level version
   * 5's playtest results, so that older versions of the program still read
   * what they can (set below). */
  set_int_attr (root, "version", 1);
  /* The root's foreign namespaces first, so descendants reuse their declarations. */
  pf_extensions_apply (self->ext, root);
  write_meta (root, &self->meta);

  for (guint i = 0; i < self->packs->len; i++)
    {
      guint needed = write_pack (root, g_ptr_array_index (self->packs, i));

      version = MAX (version, needed);
    }
  for (guint i = 0; i < self->layouts->len; i++)
    write_layout (root, g_ptr_array_index (self->layouts, i));
  for (guint i = 0; i < self->tilesets->len; i++)
    write_tileset (root, g_ptr_array_index (self->tilesets, i));
  for (guint i = 0; i < self->maps->len; i++)
    {
      guint needed = write_map (root, self, g_ptr_array_index (self->maps, i),
                                &element_placements);

      version = MAX (version, needed);
    }
  if (self->playtest != NULL)
    write_playtest (root, self->playtest);
  pf_extensions_apply_descendants (self->ext, root);
  if (version > 1)
    set_int_attr (root, "version", version);
  return doc;
}

/* What the reader refuses, the writer does not write: a text or attribute
 * value longer than PF_PROJECT_MAX_TEXT_BYTES, found before writing by
 * walking the document without recursion (the limits on the written bytes
 * catch what escaping makes longer). */
static gboolean
check_text_lengths (xmlDoc  *doc,
                    GError **error)
{
  xmlNode *node = xmlDocGetRootElement (doc);

  while (node != NULL)
    {
      const xmlChar *long_text = NULL;

      if (node->type == XML_TEXT_NODE && xmlStrlen (node->content) > PF_PROJECT_MAX_TEXT_BYTES)
        long_text = node->parent ? node->parent->name : node->name;
      for (xmlAttr *attr = node->type == XML_ELEMENT_NODE ? node->properties : NULL;
           attr != NULL && long_text == NULL; attr = attr->next)
        if (attr->children != NULL && xmlStrlen (attr->children->content) > PF_PROJECT_MAX_TEXT_BYTES)
          long_text = attr->name;
      if (long_text != NULL)
        {
          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "the text of “%s” is longer than the "
                       "%u bytes a project file can hold", (const char *) long_text,
                       PF_PROJECT_MAX_TEXT_BYTES);
          return FALSE;
        }

      if (node->type == XML_ELEMENT_NODE && node->children != NULL)
        node = node->children;
      else
        {
          while (node != NULL && node->next == NULL)
            node = node->parent && node->parent->type == XML_ELEMENT_NODE ? node->parent : NULL;
          if (node != NULL)
            node = node->next;
        }
    }
  return TRUE;
}

char *
pf_project_to_data (PfProject *self)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlChar *buffer = NULL;
  char *result;
  int size = 0;

  g_return_val_if_fail (PF_IS_PROJECT (self), NULL);

  doc = build_document (self);
  xmlDocDumpFormatMemoryEnc (doc, &buffer, &size, "UTF-8", 1);
  result = g_strndup ((const char *) buffer, size);
  xmlFree (buffer);
  return result;
}

char *
pf_project_level_to_xml (const PfTriLevel *level)
{
  g_autoptr(xmlDoc) doc = xmlNewDoc (BAD_CAST "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, BAD_CAST "tri-pack", NULL);
  xmlBuffer *buffer = xmlBufferCreate ();
  char *result;

  xmlDocSetRootElement (doc, root);
  /* Playtest results stay with the level in its project: a copy is a new level. */
  write_level (root, level, 0, FALSE);
  xmlNodeDump (buffer, doc, root->children, 0, 1);
  result = g_strconcat ((const char *) xmlBufferContent (buffer), "\n", NULL);
  xmlBufferFree (buffer);
  return result;
}

/* The document on its way to the file, through the reader's limits: what
 * the reader would refuse is not written. */
typedef struct
{
  PfAtomicFile *out;
  PfXmlLimits  *limits;
} LimitedOutput;

#define WRITTEN_NAME "project"

static int
write_limited (void       *context,
               const char *buffer,
               int         len)
{
  LimitedOutput *output = context;
  g_autoptr(GError) error = NULL;

  if (len < 0)
    return -1;
  if (!pf_xml_limits_feed (output->limits, buffer, len, &error))
    {
      /* "project:LINE: what" */
      const char *what = strchr (error->message + strlen (WRITTEN_NAME ":"), ':');
      g_autofree char *message = g_strdup_printf ("the project cannot be saved: %s",
                                                  what != NULL ? what + 2 : error->message);

      pf_atomic_file_fail (output->out, message);
      return -1;
    }
  if (!pf_atomic_file_append (output->out, buffer, (gsize) len))
    return -1;
  return len;
}

static int
close_limited (void *context)
{
  return 0;
}

/* A write stopped by the limits or the disk is reported through the
 * atomic file's error; libxml2's own "I/O error" is not printed. */
static void
ignore_write_error (void        *user_data,
                    xmlErrorPtr  error)
{
}

gboolean
pf_project_save (PfProject  *self,
                 GFile      *file,
                 GError    **error)
{
  return pf_project_save_checked (self, file, NULL, NULL, error);
}

gboolean
pf_project_save_checked (PfProject             *self,
                         GFile                 *file,
                         const PfFileIdentity  *expected,
                         PfFileIdentity        *written,
                         GError               **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (PF_IS_PROJECT (self), FALSE);

  path = g_file_get_path (file);
  if (path != NULL)
    {
      g_autoptr(PfAtomicFile) out = NULL;
      g_autoptr(xmlDoc) doc = build_document (self);
      g_autoptr(GError) local_error = NULL;

      if (!check_text_lengths (doc, &local_error))
        {
          g_autofree char *name = g_file_get_parse_name (file);

          g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "%s: %s", name, local_error->message);
          return FALSE;
        }
      out = pf_atomic_file_new (path, error);
      if (out == NULL)
        return FALSE;
      /* The document streams into the file: no second copy in memory. */
      {
        g_autoptr(PfXmlLimits) limits = pf_xml_limits_new (WRITTEN_NAME);
        LimitedOutput output = { out, limits };
        xmlOutputBuffer *buffer = xmlOutputBufferCreateIO (write_limited, close_limited,
                                                           &output, NULL);

        xmlSetStructuredErrorFunc (NULL, ignore_write_error);
        if (xmlSaveFormatFileTo (buffer, doc, "UTF-8", 1) < 0)
          pf_atomic_file_fail (out, "cannot write the document");
        xmlSetStructuredErrorFunc (NULL, NULL);
      }
      if (pf_atomic_file_get_length (out) > PF_PROJECT_MAX_BYTES)
        pf_atomic_file_fail (out, "the project is larger than the 256 MiB a project file may be");
      return pf_atomic_file_commit_checked (g_steal_pointer (&out), expected, written, error);
    }

  /* Not a local file: GIO's replace writes to a temporary and renames. */
  if (written != NULL)
    memset (written, 0, sizeof *written);
  {
    g_autoptr(GError) local_error = NULL;
    g_autofree char *data = pf_project_to_data (self);

    if (!g_file_replace_contents (file, data, strlen (data), NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, NULL, &local_error))
      {
        g_autofree char *name = g_file_get_parse_name (file);

        g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", name, local_error->message);
        return FALSE;
      }
  }
  return TRUE;
}
