/* document-fixtures.h: what the document tests share: the starter document, the project's
 * text, undo and redo checked both ways, and the signals a view hears
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-document.h"

G_BEGIN_DECLS

/* What a view has heard: ::item-changed paths and ::items-changed lists
 * ("kind:pack"). */
typedef struct
{
  GPtrArray *changed;   /* paths */
  GPtrArray *lists;     /* "kind:pack" */
} DocumentHeard;

/* The bundled example project, data/examples/starter.xml, as a document. */
PfDocument *document_load_starter      (void);

/* The bundled example project, as a project. */
PfProject  *document_load_starter_project (void);

/* How many steps the history can undo; the history is left as it was. */
guint       document_count_steps       (PfDocument    *document);

/* The project's text as it would be saved. */
char       *document_text              (PfDocument    *document);

/* Checks that the project is still one that saves and loads again. */
void        assert_document_loadable   (PfDocument    *document);

/* Undoes and redoes the last step, checking the project's text each way
 * against @before and the text now. */
void        assert_document_undo_redo  (PfDocument    *document,
                                        const char    *before);

void        document_listen            (PfDocument    *document,
                                        DocumentHeard *heard);
void        document_heard_clear       (DocumentHeard *heard);
/* Checks that @heard heard one ::item-changed, for @path, then stops
 * listening to @document and frees what it heard. */
void        document_heard_assert_one  (PfDocument    *document,
                                        DocumentHeard *heard,
                                        const char    *path);
void        document_heard_free        (DocumentHeard *heard);
gboolean    document_heard_has         (GPtrArray     *what,
                                        const char    *text);

G_END_DECLS
