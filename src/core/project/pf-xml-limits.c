/* pf-xml-limits.c: a project document's shape, checked on its bytes before libxml2 parses them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-error.h"
#include "pf-project.h"
#include "pf-xml-limits.h"

/* Where the bytes are in the markup. Only what the limits need is told
 * apart: a malformed document is libxml2's to report. */
typedef enum
{
  IN_TEXT,
  AFTER_LT,         /* "<" */
  IN_START_TAG,     /* "<name", up to ">" or "/>" */
  IN_END_TAG,       /* "</", up to ">" */
  AFTER_BANG,       /* "<!", not yet known as a comment, CDATA or a declaration */
  IN_COMMENT,       /* "<!--", up to "-->" */
  IN_CDATA,         /* "<![CDATA[", up to "]]>" */
  IN_DECLARATION,   /* "<!DOCTYPE …>", with its brackets */
  IN_PI,            /* "<?", up to "?>" */
  BROKEN,           /* markup libxml2 stops at: nothing after it is parsed */
} ScanState;

struct _PfXmlLimits
{
  const char *name;
  ScanState   state;
  guint       line;
  guint       depth;
  guint       attributes;   /* of the start tag being read */
  guint64     nodes;
  guint64     bytes;        /* read so far */
  guint64     elements;
  char        quote;        /* in a start tag or declaration: the open quote, or 0 */
  char        last;         /* in a start tag: the last character outside quotes */
  gboolean    after_equals; /* in a start tag: an "=" waits for its value */
  guint       run;          /* the end of a comment, CDATA or PI matched so far */
  guint       brackets;     /* in a declaration */
  char        bang[8];      /* what follows "<!" so far */
  guint       bang_length;
  gboolean    in_text_node;
  guint64     text_length;  /* of the text node being read, in bytes as written */
  guint       text_line;
  guint64     markup_length; /* of the tag, comment, PI, CDATA or declaration being read */
  guint       markup_line;
  ScanState   markup_state;  /* what that markup turned out to be */
  gboolean    failed;
};

static const char comment_open[] = "--";
static const char cdata_open[] = "[CDATA[";

/* Auxiliary methods */

static gboolean G_GNUC_PRINTF (4, 5)
refuse_at (PfXmlLimits  *self,
           guint         line,
           GError      **error,
           const char   *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  self->failed = TRUE;
  g_set_error (error, PF_ERROR, PF_ERROR_LIMIT, "%s:%u: %s", self->name, line, message);
  return FALSE;
}

#define refuse(self, error, ...) refuse_at ((self), (self)->line, (error), __VA_ARGS__)

/* A text node starts: its bytes are counted from here. */
static void
start_text (PfXmlLimits *self)
{
  self->in_text_node = TRUE;
  self->text_length = 0;
  self->text_line = self->line;
}

/* Counts the byte just read against %PF_PROJECT_MAX_TEXT_BYTES, in the text
 * or markup it belongs to: libxml2 stops, with a message of its own
 * ("Huge input lookup", "huge text node"), at 10,000,000 bytes. */
static gboolean
count_length (PfXmlLimits  *self,
              GError      **error)
{
  if ((self->state == IN_TEXT || self->state == IN_CDATA) && self->in_text_node
      && ++self->text_length > PF_PROJECT_MAX_TEXT_BYTES)
    return refuse_at (self, self->text_line, error,
                      _("a text is longer than %u bytes, the most one text of a project may "
                        "hold"), PF_PROJECT_MAX_TEXT_BYTES);
  if (self->state == IN_TEXT || self->state == BROKEN)
    return TRUE;
  if (self->state != AFTER_LT && self->state != AFTER_BANG)
    self->markup_state = self->state;
  if (++self->markup_length <= PF_PROJECT_MAX_TEXT_BYTES)
    return TRUE;
  switch (self->markup_state)
    {
    case IN_CDATA:
      return refuse_at (self, self->markup_line, error,
                        _("a text is longer than %u bytes, the most one text of a project may "
                          "hold"), PF_PROJECT_MAX_TEXT_BYTES);
    case IN_COMMENT:
      return refuse_at (self, self->markup_line, error,
                        _("a comment is longer than %u bytes, the most a project allows"),
                        PF_PROJECT_MAX_TEXT_BYTES);
    case IN_PI:
      return refuse_at (self, self->markup_line, error,
                        _("a processing instruction is longer than %u bytes, the most a "
                          "project allows"), PF_PROJECT_MAX_TEXT_BYTES);
    case IN_DECLARATION:
      return refuse_at (self, self->markup_line, error,
                        _("a declaration (<!…>) is longer than %u bytes, the most a project "
                          "allows"), PF_PROJECT_MAX_TEXT_BYTES);
    default:
      return refuse_at (self, self->markup_line, error,
                        _("a tag with its attributes is longer than %u bytes, the most a "
                          "project allows"), PF_PROJECT_MAX_TEXT_BYTES);
    }
}

static gboolean
add_nodes (PfXmlLimits  *self,
           guint         n,
           GError      **error)
{
  self->nodes += n;
  if (self->nodes > PF_PROJECT_MAX_NODES + self->bytes / PF_PROJECT_BYTES_PER_NODE)
    return refuse (self, error, _("the file has more elements, attributes, texts and comments "
                                  "than a project of its size may have (%u, and one more for "
                                  "every %u bytes)"),
                   PF_PROJECT_MAX_NODES, PF_PROJECT_BYTES_PER_NODE);
  return TRUE;
}

/* The character after "<!": a comment, CDATA, or any other declaration. */
static gboolean
scan_bang (PfXmlLimits  *self,
           char          c,
           GError      **error)
{
  self->bang[self->bang_length++] = c;
  if (strncmp (self->bang, comment_open, self->bang_length) == 0)
    {
      if (self->bang_length == strlen (comment_open))
        {
          self->state = IN_COMMENT;
          self->run = 0;
          return add_nodes (self, 1, error);
        }
      return TRUE;
    }
  if (strncmp (self->bang, cdata_open, self->bang_length) == 0)
    {
      if (self->bang_length == strlen (cdata_open))
        {
          self->state = IN_CDATA;
          self->run = 0;
          /* With XML_PARSE_NOCDATA, CDATA is text. */
          if (!self->in_text_node)
            {
              start_text (self);
              return add_nodes (self, 1, error);
            }
        }
      return TRUE;
    }
  self->state = IN_DECLARATION;
  self->brackets = c == '[' ? 1 : 0;
  self->quote = c == '"' || c == '\'' ? c : 0;
  return TRUE;
}

/* A start tag, its attributes counted by their values: "=", then a quote.
 * Where libxml2 will stop with an error (a "<" in a tag or a value, a
 * value without "="), nothing more is judged: a broken document is
 * libxml2's to report, with its own message. */
static gboolean
scan_start_tag (PfXmlLimits  *self,
                char          c,
                GError      **error)
{
  if (self->quote != 0)
    {
      if (c == self->quote)
        self->quote = 0;
      else if (c == '<')
        self->state = BROKEN;
      return TRUE;
    }
  if (c == '"' || c == '\'')
    {
      if (!self->after_equals)
        {
          self->state = BROKEN;
          return TRUE;
        }
      self->after_equals = FALSE;
      self->quote = c;
      if (++self->attributes > PF_PROJECT_MAX_ATTRIBUTES)
        return refuse (self, error, _("an element has more than %u attributes, the most an "
                                      "element of a project may have"),
                       PF_PROJECT_MAX_ATTRIBUTES);
      return TRUE;
    }
  if (c == '<')
    {
      self->state = BROKEN;
      return TRUE;
    }
  if (c != '>')
    {
      if (c == '=')
        self->after_equals = TRUE;
      if (!g_ascii_isspace (c))
        self->last = c;
      return TRUE;
    }

  self->state = IN_TEXT;
  self->in_text_node = FALSE;
  if (self->last != '/' && ++self->depth > PF_PROJECT_MAX_DEPTH)
    return refuse (self, error, _("elements are nested more than %u deep, the most a project "
                                  "may nest them"), PF_PROJECT_MAX_DEPTH);
  /* Elements are the costliest nodes: they have a budget of their own. */
  if (++self->elements > PF_PROJECT_MAX_ELEMENTS + self->bytes / PF_PROJECT_BYTES_PER_ELEMENT)
    return refuse (self, error, _("the file has more elements than a project of its size may "
                                  "have (%u, and one more for every %u bytes)"),
                   PF_PROJECT_MAX_ELEMENTS, PF_PROJECT_BYTES_PER_ELEMENT);
  /* The element, and each attribute with its value. */
  return add_nodes (self, 1 + 2 * self->attributes, error);
}

/* Whether @c ends a run of @marker twice and then ">" ("-->", "]]>"). */
static gboolean
ends_section (PfXmlLimits *self,
              char         c,
              char         marker)
{
  if (c == marker)
    {
      self->run = MIN (self->run + 1, 2);
      return FALSE;
    }
  if (c == '>' && self->run == 2)
    return TRUE;
  self->run = 0;
  return FALSE;
}

static gboolean
scan_char (PfXmlLimits  *self,
           char          c,
           GError      **error)
{
  switch (self->state)
    {
    case IN_TEXT:
      if (c == '<')
        {
          self->state = AFTER_LT;
          self->markup_length = 0;
          self->markup_line = self->line;
          self->markup_state = IN_START_TAG;
        }
      else if (!self->in_text_node)
        {
          start_text (self);
          return add_nodes (self, 1, error);
        }
      return TRUE;

    case AFTER_LT:
      if (c == '/')
        self->state = IN_END_TAG;
      else if (c == '!')
        {
          self->state = AFTER_BANG;
          self->bang_length = 0;
          return TRUE;
        }
      else if (c == '?')
        {
          self->state = IN_PI;
          self->run = 0;
          self->in_text_node = FALSE;
          return add_nodes (self, 1, error);
        }
      else
        {
          self->state = IN_START_TAG;
          self->attributes = 0;
          self->quote = 0;
          self->after_equals = FALSE;
          self->last = c;
        }
      self->in_text_node = FALSE;
      return TRUE;

    case IN_START_TAG:
      return scan_start_tag (self, c, error);

    case IN_END_TAG:
      if (c == '>')
        {
          self->state = IN_TEXT;
          self->depth = self->depth > 0 ? self->depth - 1 : 0;
        }
      else if (c == '<')
        self->state = BROKEN;
      return TRUE;

    case AFTER_BANG:
      return scan_bang (self, c, error);

    case IN_COMMENT:
      if (ends_section (self, c, '-'))
        {
          self->state = IN_TEXT;
          self->in_text_node = FALSE;
        }
      return TRUE;

    case IN_CDATA:
      /* The text goes on after it. */
      if (ends_section (self, c, ']'))
        self->state = IN_TEXT;
      return TRUE;

    case IN_DECLARATION:
      if (self->quote != 0)
        self->quote = c == self->quote ? 0 : self->quote;
      else if (c == '"' || c == '\'')
        self->quote = c;
      else if (c == '[')
        self->brackets++;
      else if (c == ']' && self->brackets > 0)
        self->brackets--;
      else if (c == '>' && self->brackets == 0)
        {
          self->state = IN_TEXT;
          self->in_text_node = FALSE;
        }
      return TRUE;

    case IN_PI:
      if (c == '?')
        self->run = 1;
      else if (c == '>' && self->run == 1)
        self->state = IN_TEXT;
      else
        self->run = 0;
      return TRUE;

    case BROKEN:
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

/* Public API */

PfXmlLimits *
pf_xml_limits_new (const char *name)
{
  PfXmlLimits *self = g_new0 (PfXmlLimits, 1);

  self->name = name;
  self->state = IN_TEXT;
  self->line = 1;
  /* Before the root element only white space may stand, which is no node. */
  start_text (self);
  return self;
}

void
pf_xml_limits_free (PfXmlLimits *limits)
{
  g_free (limits);
}

gboolean
pf_xml_limits_feed (PfXmlLimits  *limits,
                    const char   *data,
                    gsize         length,
                    GError      **error)
{
  g_return_val_if_fail (limits != NULL, FALSE);

  if (limits->failed)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      if (data[i] == '\n')
        limits->line++;
      limits->bytes++;
      if (!scan_char (limits, data[i], error) || !count_length (limits, error))
        return FALSE;
    }
  return TRUE;
}
