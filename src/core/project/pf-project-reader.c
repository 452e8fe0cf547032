/* pf-project-reader.c: loading project files into the model (after pf-project-parser.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <libxml/parser.h>

#include "pf-error.h"
#include "pf-file-kind.h"
#include "pf-project-reader-private.h"

/* Auxiliary methods */

guint
pf_project_reader_node_line (Reader  *reader,
                             xmlNode *node)
{
  long line;

  if (node == NULL)
    return 0;
  /* libxml2 keeps the lines of elements past 65534 only as 65535. */
  if (node->type == XML_ELEMENT_NODE && node->line == 65535 && reader->big_lines != NULL)
    {
      gpointer big = g_hash_table_lookup (reader->big_lines, node);

      if (big != NULL)
        return GPOINTER_TO_UINT (big);
    }
  line = xmlGetLineNo (node);
  return line > 0 ? (guint) line : 0;
}

gboolean
pf_project_reader_fail_at (Reader     *reader,
                           PfError     code,
                           guint       line,
                           const char *format,
                           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (reader->error != NULL)
    return FALSE;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  reader->error = g_error_new (PF_ERROR, code, "%s:%u: %s", reader->name, line, message);
  return FALSE;
}


gboolean
pf_project_reader_is_own_element (xmlNode *node)
{
  return node->type == XML_ELEMENT_NODE && node->ns == NULL;
}

gboolean
pf_project_reader_is_named (xmlNode    *node,
                            const char *name)
{
  return is_own_element (node) && strcmp ((const char *) node->name, name) == 0;
}

char *
pf_project_reader_get_attr (xmlNode    *node,
                            const char *name)
{
  g_autoptr(xmlChar) value = xmlGetNoNsProp (node, BAD_CAST name);

  return value ? g_strdup ((const char *) value) : NULL;
}

char *
pf_project_reader_get_text (xmlNode *node)
{
  g_autoptr(xmlChar) value = xmlNodeGetContent (node);

  return g_strdup (value ? (const char *) value : "");
}

gboolean
pf_project_reader_get_int_attr (Reader     *reader,
                                xmlNode    *node,
                                const char *name,
                                gint64      min,
                                gint64      max,
                                gint64      fallback,
                                gint64     *out)
{
  g_autofree char *text = get_attr (node, name);
  char *end = NULL;
  gint64 value;

  if (text == NULL)
    {
      *out = fallback;
      return TRUE;
    }

  errno = 0;
  value = g_ascii_strtoll (g_strstrip (text), &end, 10);
  if (end == text || *end != '\0' || errno != 0 || value < min || value > max)
    return fail (reader, node, "attribute %s=\"%s\" must be a whole number from %" G_GINT64_FORMAT
                 " to %" G_GINT64_FORMAT, name, text, min, max);
  *out = value;
  return TRUE;
}

gboolean
pf_project_reader_get_uint64_attr (Reader     *reader,
                                   xmlNode    *node,
                                   const char *name,
                                   guint64    *out)
{
  g_autofree char *text = get_attr (node, name);
  char *end = NULL;

  if (text == NULL)
    return TRUE;
  errno = 0;
  *out = g_ascii_strtoull (g_strstrip (text), &end, 10);
  if (end == text || *end != '\0' || errno != 0 || text[0] == '-')
    return fail (reader, node, "attribute %s=\"%s\" must be a whole number", name, text);
  return TRUE;
}

static const char * const no_items[] = { NULL };
static const char * const project_items[] = {
  "tri-pack", "shell-layout", "tileset", "map", "playtest", NULL
};
static const char * const pack_items[] = { "tri-level", NULL };

/* The foreign content of a model item's element and of its plain descendants. */
PfExtensions *
pf_project_reader_take_extensions (Reader             *reader,
                                   xmlNode            *node,
                                   const char * const *item_names)
{
  PfExtensions *ext = NULL;

  g_hash_table_steal_extended (reader->extensions, node, NULL, (gpointer *) &ext);
  pf_extensions_adopt_descendants (&ext, node, reader->extensions, item_names);
  return ext;
}

/* Loading (after validation: the structure is known to be right) */

void
pf_project_reader_load_item_common (Reader             *reader,
                                    xmlNode            *node,
                                    const char * const *item_names,
                                    guint              *line,
                                    PfExtensions      **ext,
                                    PfMeta             *meta)
{
  *line = pf_project_reader_node_line (reader, node);
  *ext = take_extensions (reader, node, item_names);
  load_meta (node, meta);
}

void
pf_project_reader_load_meta (xmlNode *parent,
                             PfMeta  *meta)
{
  for (xmlNode *node = parent->children; node != NULL; node = node->next)
    {
      if (!is_named (node, "meta"))
        continue;
      for (xmlNode *field = node->children; field != NULL; field = field->next)
        {
          if (is_named (field, "title"))
            meta->title = get_text (field);
          else if (is_named (field, "author"))
            meta->author = get_text (field);
          else if (is_named (field, "notes"))
            meta->notes = get_text (field);
        }
    }
}

/* Splits a text body into lines, dropping blank lines before and after.
 * @first_line is the line of the element holding the text. */
GPtrArray *
pf_project_reader_body_lines (Reader   *reader,
                              xmlNode  *node,
                              GArray  **line_numbers)
{
  g_autofree char *text = get_text (node);
  g_auto(GStrv) raw = g_strsplit (text, "\n", -1);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  guint base = pf_project_reader_node_line (reader, node);
  int first = -1, last = -1;

  *line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  for (int i = 0; raw[i] != NULL; i++)
    {
      g_strstrip (raw[i]);
      if (raw[i][0] != '\0')
        {
          if (first < 0)
            first = i;
          last = i;
        }
    }

  for (int i = first; first >= 0 && i <= last; i++)
    {
      guint line = base + i;

      g_ptr_array_add (lines, g_strdup (raw[i]));
      g_array_append_val (*line_numbers, line);
    }
  return lines;
}

static gboolean
load_grid (Reader     *reader,
           xmlNode    *grid,
           PfTriLevel *level)
{
  g_autoptr(GArray) numbers = NULL;
  g_autoptr(GPtrArray) lines = pf_project_reader_body_lines (reader, grid, &numbers);

  level->grid_line = pf_project_reader_node_line (reader, grid);
  if (lines->len != PF_TRI_ROWS)
    return fail (reader, grid, "a grid has %d rows of 32 characters, this one has %u line%s",
                 PF_TRI_ROWS, lines->len, lines->len == 1 ? "" : "s");

  for (guint row = 0; row < PF_TRI_ROWS; row++)
    {
      const char *text = g_ptr_array_index (lines, row);
      guint line = g_array_index (numbers, guint, row);
      g_autofree char *problem = NULL;

      if (text[0] == '\0')
        return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line, "grid row %u is blank", row);
      problem = pf_tri_level_read_grid_row (level, row, text);
      if (problem != NULL)
        return pf_project_reader_fail_at (reader, PF_ERROR_SEMANTIC, line, "%s", problem);
    }
  return TRUE;
}

static gboolean
load_block (Reader     *reader,
            xmlNode    *node,
            PfTriLevel *level)
{
  g_autofree char *axis = get_attr (node, "axis");
  g_autofree char *ori = get_attr (node, "ori");
  g_autofree char *key = get_attr (node, "key");
  gint64 row, col, length;
  PfTriBlock *block;

  if (level->n_blocks >= PF_TRI_MAX_BLOCKS)
    return fail (reader, node, "level “%s” has more than %d blocks", level->id,
                 PF_TRI_MAX_BLOCKS);

  if (!get_int_attr (reader, node, "row", 0, PF_TRI_ROWS - 1, 0, &row) ||
      !get_int_attr (reader, node, "col", 0, PF_TRI_COLS - 1, 0, &col) ||
      !get_int_attr (reader, node, "length", 2, 32, 2, &length))
    return FALSE;

  block = &level->blocks[level->n_blocks++];
  pf_tri_axis_from_string (axis, &block->axis);
  block->first = pf_tri_index (row, col, g_strcmp0 (ori, "down") == 0 ? PF_TRI_DOWN : PF_TRI_UP);
  block->length = length;
  block->key = g_strcmp0 (key, "true") == 0;
  block->line = pf_project_reader_node_line (reader, node);
  return TRUE;
}

static gboolean
load_level (Reader    *reader,
            xmlNode   *node,
            PfTriPack *pack)
{
  g_autofree char *id = get_attr (node, "id");
  PfTriLevel *level = pf_tri_level_new (id);

  load_item_common (reader, node, no_items, &level->line, &level->ext, &level->meta);
  g_ptr_array_add (pack->levels, level);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "grid"))
        {
          if (!load_grid (reader, child, level))
            return FALSE;
        }
      else if (is_named (child, "block"))
        {
          if (!load_block (reader, child, level))
            return FALSE;
        }
      else if (is_named (child, "solution"))
        {
          gint64 moves, steps;

          if (!get_int_attr (reader, child, "moves", 0, G_MAXINT, -1, &moves) ||
              !get_int_attr (reader, child, "steps", 0, G_MAXINT, -1, &steps))
            return FALSE;
          level->figures.moves = moves;
          level->figures.steps = steps;
        }
      else if (is_named (child, "analysis"))
        {
          g_autofree char *difficulty = get_attr (child, "difficulty");
          gint64 value;

          if (!get_int_attr (reader, child, "reachable", 0, G_MAXINT64, -1,
                             &level->figures.reachable) ||
              !get_int_attr (reader, child, "solved-states", 0, G_MAXINT64, -1,
                             &level->figures.solved_states) ||
              !get_int_attr (reader, child, "farther-states", 0, G_MAXINT64, -1,
                             &level->figures.farther_states) ||
              !get_int_attr (reader, child, "max-distance", 0, G_MAXINT, -1, &value))
            return FALSE;
          level->figures.max_distance = value;
          level->figures.difficulty =
            pf_tri_difficulty_kept (difficulty ? g_ascii_strtod (difficulty, NULL) : -1.0);
        }
      else if (is_named (child, "playtests") && !pf_project_reader_load_playtests (reader, child, level))
        return FALSE;
    }
  /* Figures kept on a level with no key or no goal (a file edited by hand)
   * belong to the level it was: a draft has none. */
  if (pf_tri_level_is_draft (level))
    pf_tri_figures_reset (&level->figures);
  return TRUE;
}

static gboolean
load_pack (Reader    *reader,
           xmlNode   *node,
           PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  PfTriPack *pack = pf_tri_pack_new (id);

  load_item_common (reader, node, pack_items, &pack->line, &pack->ext, &pack->meta);
  g_ptr_array_add (project->packs, pack);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_named (child, "tri-level") && !load_level (reader, child, pack))
      return FALSE;
  return TRUE;
}

static gboolean
load_layout (Reader    *reader,
             xmlNode   *node,
             PfProject *project)
{
  g_autofree char *id = get_attr (node, "id");
  PfShellLayout *layout = pf_shell_layout_new (id);

  load_item_common (reader, node, no_items, &layout->line, &layout->ext, &layout->meta);
  g_ptr_array_add (project->layouts, layout);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      gint64 x, y, colour;
      PfShellCell cell;

      if (!is_named (child, "cell"))
        continue;
      if (!get_int_attr (reader, child, "x", -64, 63, 0, &x) ||
          !get_int_attr (reader, child, "y", -64, 63, 0, &y) ||
          !get_int_attr (reader, child, "colour", 1, 7, 1, &colour))
        return FALSE;
      if (pf_shell_layout_find_cell (layout, x, y) >= 0)
        return fail (reader, child, "layout “%s” has two cells at (%d, %d)",
                     layout->id, (int) x, (int) y);
      cell.x = x;
      cell.y = y;
      cell.colour = colour;
      g_array_append_val (layout->cells, cell);
    }
  return TRUE;
}

static gboolean
load_project (Reader    *reader,
              xmlNode   *root,
              PfProject *project)
{
  project->ext = take_extensions (reader, root, project_items);
  load_meta (root, &project->meta);

  /* Tile sets first, so maps can resolve their references wherever they
   * are. Repeated ids of any kind are reported by pf_project_check(). */
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    if (is_named (node, "tileset") && !pf_project_reader_load_tileset (reader, node, project))
      return FALSE;

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (is_named (node, "tri-pack"))
        {
          if (!load_pack (reader, node, project))
            return FALSE;
        }
      else if (is_named (node, "shell-layout"))
        {
          if (!load_layout (reader, node, project))
            return FALSE;
        }
      else if (is_named (node, "map"))
        {
          if (!pf_project_reader_load_map (reader, node, project))
            return FALSE;
        }
      else if (is_named (node, "playtest"))
        {
          if (!pf_project_reader_load_playtest (reader, node, project))
            return FALSE;
        }
    }
  return TRUE;
}

/* Sources of the document */

typedef struct
{
  const char *data;
  gsize       length;
  gsize       offset;
} MemorySource;

static gssize
read_memory (gpointer   source,
             char      *buffer,
             gsize      size,
             GError   **error)
{
  MemorySource *memory = source;
  gsize n = MIN (size, memory->length - memory->offset);

  memcpy (buffer, memory->data + memory->offset, n);
  memory->offset += n;
  return n;
}

static gssize
read_fd (gpointer   source,
         char      *buffer,
         gsize      size,
         GError   **error)
{
  int fd = GPOINTER_TO_INT (source);

  for (;;)
    {
      gssize n = read (fd, buffer, size);

      if (n >= 0)
        return n;
      if (errno != EINTR)
        {
          int saved_errno = errno;

          g_set_error (error, PF_ERROR, PF_ERROR_IO, "cannot read: %s", g_strerror (saved_errno));
          return -1;
        }
    }
}

static gssize
read_stream (gpointer   source,
             char      *buffer,
             gsize      size,
             GError   **error)
{
  return g_input_stream_read (source, buffer, size, NULL, error);
}

static PfProject *
load (PfProjectRead   read,
      gpointer        source,
      const char     *display_name,
      GError        **error)
{
  Reader reader = { 0, };
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(PfProject) project = NULL;
  g_autoptr(xmlChar) version_text = NULL;
  xmlNode *root;
  gint64 version;
  char *end = NULL;

  reader.name = display_name ? display_name : "project";
  reader.extensions = g_hash_table_new_full (NULL, NULL, NULL,
                                             (GDestroyNotify) pf_extensions_free);
  reader.tilesets = g_hash_table_new (g_str_hash, g_str_equal);
  reader.big_lines = g_hash_table_new (NULL, NULL);
  reader.placement_indexes = g_hash_table_new_full (NULL, NULL, NULL,
                                                    pf_project_reader_placement_index_free);

  doc = pf_project_reader_parse (&reader, read, source);
  if (doc == NULL)
    goto out;

  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_named (root, "polyform-project"))
    {
      fail (&reader, root, "the root element must be <polyform-project>");
      goto out;
    }

  /* Judge the version before the schema, so a newer file gets a clear message. */
  version_text = xmlGetNoNsProp (root, BAD_CAST "version");
  /* The schema collapses white space around the number, so strip it here too. */
  if (version_text != NULL)
    g_strstrip ((char *) version_text);
  version = version_text ? g_ascii_strtoll ((const char *) version_text, &end, 10) : 0;
  if (version_text != NULL && end != NULL && *end == '\0' &&
      version > PF_PROJECT_FORMAT_VERSION)
    {
      pf_project_reader_fail_at (&reader, PF_ERROR_VERSION,
                                 pf_project_reader_node_line (&reader, root),
                                 "this project uses format version %s, but this version of "
                                 "Polyform Studio reads version %d at most; please update the "
                                 "application",
                                 (const char *) version_text, PF_PROJECT_FORMAT_VERSION);
      goto out;
    }
  reader.version = version;

  pf_project_reader_set_aside_foreign (&reader, root);
  if (!pf_project_reader_validate (&reader, doc))
    goto out;

  project = pf_project_new ();
  project->format_version = reader.version;
  if (!load_project (&reader, root, project))
    goto out;

  if (!pf_project_check (project, reader.name, &reader.error))
    goto out;

out:
  g_hash_table_unref (reader.extensions);
  g_hash_table_unref (reader.tilesets);
  g_hash_table_unref (reader.big_lines);
  g_hash_table_unref (reader.placement_indexes);
  if (reader.error != NULL)
    {
      g_propagate_error (error, reader.error);
      return NULL;
    }
  return g_steal_pointer (&project);
}

PfProject *
pf_project_load_from_data (const char  *data,
                           gssize       length,
                           const char  *display_name,
                           GError     **error)
{
  MemorySource memory = { data, 0, 0 };

  g_return_val_if_fail (data != NULL, NULL);

  memory.length = length < 0 ? strlen (data) : (gsize) length;
  return load (read_memory, &memory, display_name, error);
}

static gboolean
check_size (const char  *name,
            guint64      size,
            GError     **error)
{
  if (size <= PF_PROJECT_MAX_BYTES)
    return TRUE;
  g_set_error (error, PF_ERROR, PF_ERROR_LIMIT,
               "%s: the file is %.1f MiB; a project may be at most %d MiB", name,
               size / (1024.0 * 1024.0), PF_PROJECT_MAX_BYTES / (1024 * 1024));
  return FALSE;
}

/* A local file: opened without blocking (a FIFO would wait for a writer),
 * then judged by what it is, not by its name. */
static PfProject *
load_path (const char  *path,
           const char  *name,
           GError     **error)
{
  PfProject *project;
  struct stat st;
  int fd;

  fd = open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", name, g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", name, g_strerror (saved_errno));
      close (fd);
      return NULL;
    }
  if (!pf_file_kind_check_regular (st.st_mode, name, "projects are read from regular files",
                                   error) ||
      !check_size (name, st.st_size, error))
    {
      close (fd);
      return NULL;
    }
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  project = load (read_fd, GINT_TO_POINTER (fd), name, error);
  close (fd);
  return project;
}

PfProject *
pf_project_load (GFile   *file,
                 GError **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;

  if (path != NULL)
    return load_path (path, name, error);

  /* Elsewhere (a GVfs location): judged by its file info before reading. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            &local_error);
  if (info == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s is not a regular file; projects are read "
                   "from regular files", name);
      return NULL;
    }
  if (!check_size (name, g_file_info_get_size (info), error))
    return NULL;
  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  return load (read_stream, stream, name, error);
}
