import {
  mdiChevronDown,
  mdiCodeBlockBraces,
  mdiFormatAlignCenter,
  mdiFormatAlignJustify,
  mdiFormatAlignLeft,
  mdiFormatAlignRight,
  mdiFormatBold,
  mdiFormatClear,
  mdiFormatColorFill,
  mdiFormatColorText,
  mdiFormatIndentDecrease,
  mdiFormatIndentIncrease,
  mdiFormatItalic,
  mdiFormatListBulleted,
  mdiFormatListChecks,
  mdiFormatListNumbered,
  mdiFormatQuoteClose,
  mdiFormatStrikethroughVariant,
  mdiFormatUnderline,
  mdiImage,
  mdiLink,
  mdiRedo,
  mdiUndo,
  mdiVideo,
} from '@mdi/js';
import { Menu } from '@mantine/core';
import { type Editor, useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.js';
import { CODE_LANGUAGES } from './code-languages.js';
import { ColourMenu } from './colour-menu.js';
import { BACKGROUND_COLOURS, TEXT_COLOURS } from './colours.js';
import { ALIGNMENTS, type Alignment, HEADING_LEVELS, type HeadingLevel } from './editor-extensions.js';
import { ImageDialog } from './image-dialog.js';
import { LinkDialog } from './link-dialog.js';
import { useRovingFocus } from './roving-focus.js';
import { ToolbarButton } from './toolbar-button.js';
import { VideoDialog } from './video-dialog.js';

const ALIGNMENT_ICONS: Record<Alignment, string> = {
  left: mdiFormatAlignLeft,
  center: mdiFormatAlignCenter,
  right: mdiFormatAlignRight,
  justify: mdiFormatAlignJustify,
};

type Dialog = 'link' | 'image' | 'video';

/** What the toolbar shows of the selection; the toolbar re-renders only when this changes. */
function toolbarStateOf(editor: Editor) {
  return {
    headingLevel: HEADING_LEVELS.find((level) => editor.isActive('heading', { level })) ?? null,
    isBold: editor.isActive('bold'),
    isItalic: editor.isActive('italic'),
    isUnderline: editor.isActive('underline'),
    isStrike: editor.isActive('strike'),
    alignment: ALIGNMENTS.find((alignment) => editor.isActive({ textAlign: alignment })) ?? 'left',
    isBlockquote: editor.isActive('blockquote'),
    isCodeBlock: editor.isActive('codeBlock'),
    codeLanguage: (editor.getAttributes('codeBlock').language as string | null | undefined) ?? null,
    isOrderedList: editor.isActive('orderedList'),
    isBulletList: editor.isActive('bulletList'),
    isTaskList: editor.isActive('taskList'),
    canIndent: editor.can().indent(),
    canOutdent: editor.can().outdent(),
    colour: (editor.getAttributes('textStyle').color as string | undefined) ?? null,
    background: (editor.getAttributes('textStyle').backgroundColor as string | undefined) ?? null,
    isLink: editor.isActive('link'),
    isImage: editor.isActive('image'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function BlockTypeMenu({ editor, level }: { editor: Editor; level: HeadingLevel | null }) {
  const { t } = useTranslation('rich-text-editor');
  const current = level === null ? t('toolbar.paragraph') : t('toolbar.heading', { level });
  const choices: (HeadingLevel | null)[] = [null, ...HEADING_LEVELS];
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ToolbarButton label={t('toolbar.blockType', { current })} className="rte-menu-button">
          <span aria-hidden="true">{current}</span>
          <Icon path={mdiChevronDown} size={16} />
        </ToolbarButton>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item
            key={choice ?? 'paragraph'}
            aria-current={choice === level ? 'true' : undefined}
            className={choice === null ? undefined : `rte-menu-heading rte-menu-heading-${choice}`}
            onClick={() => (choice === null ? editor.chain().setParagraph().run() : editor.chain().setHeading({ level: choice }).run())}
          >
            {choice === null ? t('toolbar.paragraph') : t('toolbar.heading', { level: choice })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function CodeLanguageMenu({ editor, language }: { editor: Editor; language: string | null }) {
  const { t } = useTranslation('rich-text-editor');
  const current = CODE_LANGUAGES.find((choice) => choice.id === language)?.name ?? t('toolbar.codeLanguageAuto');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ToolbarButton label={t('toolbar.codeLanguage', { current })} className="rte-menu-button">
          <span aria-hidden="true">{current}</span>
          <Icon path={mdiChevronDown} size={16} />
        </ToolbarButton>
      </Menu.Target>
      <Menu.Dropdown>
        {[{ id: null, name: t('toolbar.codeLanguageAuto') }, ...CODE_LANGUAGES].map((choice) => (
          <Menu.Item
            key={choice.id ?? 'auto'}
            aria-current={choice.id === language ? 'true' : undefined}
            onClick={() => editor.chain().updateAttributes('codeBlock', { language: choice.id }).run()}
          >
            {choice.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function Separator() {
  return <span className="rte-separator" aria-hidden="true" />;
}

interface EditorToolbarProps {
  editor: Editor;
  /** The field's label, so the toolbar's name says which editor it formats. */
  fieldLabel: string;
  /** id of the editing area the toolbar controls. */
  contentId: string;
  onUploadImage: (file: File, alt: string) => void;
}

/**
 * The toolbar of SPEC §9: text style (paragraph, headings 1–6), bold, italic, underline, strike,
 * alignment, quote, code block (with its language), lists, indent, colours, link, image, video,
 * clear formatting, undo and redo. One Tab stop; arrow keys move between the controls.
 */
export function EditorToolbar({ editor, fieldLabel, contentId, onUploadImage }: EditorToolbarProps) {
  const { t } = useTranslation('rich-text-editor');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(toolbarRef);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarStateOf(current) });
  const closeDialog = () => setDialog(null);

  function clearFormatting() {
    editor.chain().unsetAllMarks().clearNodes().unsetTextAlign().resetAttributes('paragraph', 'indent').run();
  }

  return (
    <>
      <div ref={toolbarRef} role="toolbar" aria-label={t('toolbar.label', { field: fieldLabel })} aria-controls={contentId} className="rte-toolbar" onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
        <BlockTypeMenu editor={editor} level={state.headingLevel} />
        <Separator />
        <ToolbarButton label={t('toolbar.bold')} icon={mdiFormatBold} isPressed={state.isBold} onClick={() => editor.chain().toggleBold().run()} />
        <ToolbarButton label={t('toolbar.italic')} icon={mdiFormatItalic} isPressed={state.isItalic} onClick={() => editor.chain().toggleItalic().run()} />
        <ToolbarButton label={t('toolbar.underline')} icon={mdiFormatUnderline} isPressed={state.isUnderline} onClick={() => editor.chain().toggleUnderline().run()} />
        <ToolbarButton label={t('toolbar.strike')} icon={mdiFormatStrikethroughVariant} isPressed={state.isStrike} onClick={() => editor.chain().toggleStrike().run()} />
        <Separator />
        {ALIGNMENTS.map((alignment) => (
          <ToolbarButton
            key={alignment}
            label={t(`toolbar.align.${alignment}`)}
            icon={ALIGNMENT_ICONS[alignment]}
            isPressed={state.alignment === alignment}
            onClick={() => editor.chain().setTextAlign(alignment).run()}
          />
        ))}
        <Separator />
        <ToolbarButton label={t('toolbar.blockquote')} icon={mdiFormatQuoteClose} isPressed={state.isBlockquote} onClick={() => editor.chain().toggleBlockquote().run()} />
        <ToolbarButton label={t('toolbar.codeBlock')} icon={mdiCodeBlockBraces} isPressed={state.isCodeBlock} onClick={() => editor.chain().toggleCodeBlock().run()} />
        {state.isCodeBlock && <CodeLanguageMenu editor={editor} language={state.codeLanguage} />}
        <Separator />
        <ToolbarButton label={t('toolbar.orderedList')} icon={mdiFormatListNumbered} isPressed={state.isOrderedList} onClick={() => editor.chain().toggleOrderedList().run()} />
        <ToolbarButton label={t('toolbar.bulletList')} icon={mdiFormatListBulleted} isPressed={state.isBulletList} onClick={() => editor.chain().toggleBulletList().run()} />
        <ToolbarButton label={t('toolbar.taskList')} icon={mdiFormatListChecks} isPressed={state.isTaskList} onClick={() => editor.chain().toggleTaskList().run()} />
        <ToolbarButton label={t('toolbar.outdent')} icon={mdiFormatIndentDecrease} disabled={!state.canOutdent} onClick={() => editor.chain().outdent().run()} />
        <ToolbarButton label={t('toolbar.indent')} icon={mdiFormatIndentIncrease} disabled={!state.canIndent} onClick={() => editor.chain().indent().run()} />
        <Separator />
        <ColourMenu
          label={t('toolbar.textColour')}
          icon={mdiFormatColorText}
          palette={TEXT_COLOURS}
          current={state.colour}
          onPick={(colour) => editor.chain().setColor(colour).run()}
          onRemove={() => editor.chain().unsetColor().run()}
        />
        <ColourMenu
          label={t('toolbar.backgroundColour')}
          icon={mdiFormatColorFill}
          palette={BACKGROUND_COLOURS}
          current={state.background}
          onPick={(colour) => editor.chain().setBackgroundColor(colour).run()}
          onRemove={() => editor.chain().unsetBackgroundColor().run()}
        />
        <Separator />
        <ToolbarButton label={t('toolbar.link')} icon={mdiLink} data-active={state.isLink || undefined} aria-haspopup="dialog" onClick={() => setDialog('link')} />
        <ToolbarButton label={t('toolbar.image')} icon={mdiImage} data-active={state.isImage || undefined} aria-haspopup="dialog" onClick={() => setDialog('image')} />
        <ToolbarButton label={t('toolbar.video')} icon={mdiVideo} aria-haspopup="dialog" onClick={() => setDialog('video')} />
        <Separator />
        <ToolbarButton label={t('toolbar.clear')} icon={mdiFormatClear} onClick={clearFormatting} />
        <ToolbarButton label={t('toolbar.undo')} icon={mdiUndo} disabled={!state.canUndo} onClick={() => editor.chain().undo().run()} />
        <ToolbarButton label={t('toolbar.redo')} icon={mdiRedo} disabled={!state.canRedo} onClick={() => editor.chain().redo().run()} />
      </div>
      <LinkDialog editor={editor} isOpen={dialog === 'link'} onClose={closeDialog} />
      <ImageDialog editor={editor} isOpen={dialog === 'image'} onClose={closeDialog} onUpload={onUploadImage} />
      <VideoDialog editor={editor} isOpen={dialog === 'video'} onClose={closeDialog} />
    </>
  );
}
