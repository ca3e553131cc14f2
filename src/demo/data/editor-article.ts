import { languageByTag, type LanguageTag } from '@/i18n/languages';

/**
 * The demo article of the rich-text editor page: a title, an italic lead, six paragraphs (the
 * fourth has one bold word), a level-2 heading (the next level down, so the outline has no gap)
 * and a closing link. Demo content: delete it with the rest of src/demo-data.
 */
type Article = {
  title: string;
  lead: string;
  paragraphs: [string, string, string];
  /** The fourth paragraph, around its bold word. */
  highlighted: { before: string; bold: string; after: string };
  subheading: string;
  closing: [string, string];
  link: string;
};

const ARTICLE_URL = 'https://example.com/journal/a-year-of-morning-walks';

const articles: Record<LanguageTag, Article> = {
  en: {
    title: 'A Year of Morning Walks',
    lead: 'Twenty minutes before breakfast, every day for twelve months. Here is what changed, and what did not.',
    paragraphs: [
      'It started as a small experiment. I had read that a short walk early in the day helps people sleep better at night, and I wanted to see whether that was true for me. The rules were simple: leave the house before eight, no headphones, and no destination.',
      'The first weeks were the hardest. Rain, dark mornings and a long list of reasons to stay inside made every start feel like a negotiation. What helped was putting my shoes by the door the night before, so that the decision was already half made.',
      'By the third month the walk had become part of the day rather than an addition to it. I began to notice small things: the baker opening the shutters, the same dog waiting at the same gate, the light arriving a little earlier each week in spring.',
    ],
    highlighted: {
      before: 'The biggest change was not in my fitness but in my ',
      bold: 'attention',
      after:
        '. Walking without a phone left room for thoughts to settle, and many of the ideas I used at work that year first appeared somewhere between the park and the bridge.',
    },
    subheading: 'What did not change',
    closing: [
      'I did not become a morning person overnight, and some days the walk was simply cold and dull. There were weeks when travel or illness broke the habit, and starting again always took more effort than I expected.',
      'Still, a year later the routine remains. It asks for very little, and it gives back a quiet start and a clearer head, which is more than most resolutions manage.',
    ],
    link: 'Read more stories like this in Example Journal',
  },
  es: {
    title: 'Un año de paseos matutinos',
    lead: 'Veinte minutos antes del desayuno, todos los días durante doce meses. Esto es lo que cambió y lo que no.',
    paragraphs: [
      'Empezó como un pequeño experimento. Había leído que un paseo corto a primera hora ayuda a dormir mejor por la noche y quería comprobar si eso también era cierto para mí. Las reglas eran sencillas: salir de casa antes de las ocho, sin auriculares y sin destino.',
      'Las primeras semanas fueron las más difíciles. La lluvia, las mañanas oscuras y una larga lista de motivos para quedarme dentro convertían cada salida en una negociación. Lo que ayudó fue dejar los zapatos junto a la puerta la noche anterior, para que la decisión ya estuviera medio tomada.',
      'Al tercer mes, el paseo ya formaba parte del día en lugar de ser un añadido. Empecé a fijarme en pequeños detalles: el panadero subiendo la persiana, el mismo perro esperando en la misma verja, la luz llegando un poco antes cada semana de primavera.',
    ],
    highlighted: {
      before: 'El mayor cambio no fue en mi forma física, sino en mi ',
      bold: 'atención',
      after:
        '. Caminar sin el teléfono dejaba espacio para que los pensamientos se asentaran, y muchas de las ideas que usé en el trabajo ese año aparecieron por primera vez en algún punto entre el parque y el puente.',
    },
    subheading: 'Lo que no cambió',
    closing: [
      'No me volví una persona madrugadora de la noche a la mañana, y algunos días el paseo fue simplemente frío y aburrido. Hubo semanas en que los viajes o una enfermedad rompieron el hábito, y volver a empezar siempre costó más de lo que esperaba.',
      'Aun así, un año después la rutina sigue. Pide muy poco y devuelve un comienzo tranquilo y una mente más clara, que es más de lo que consiguen la mayoría de los propósitos.',
    ],
    link: 'Lee más historias como esta en Example Journal',
  },
  'pt-BR': {
    title: 'Um ano de caminhadas matinais',
    lead: 'Vinte minutos antes do café da manhã, todos os dias durante doze meses. Veja o que mudou e o que não mudou.',
    paragraphs: [
      'Começou como um pequeno experimento. Eu tinha lido que uma caminhada curta logo cedo ajuda a dormir melhor à noite e queria ver se isso também valia para mim. As regras eram simples: sair de casa antes das oito, sem fones de ouvido e sem destino.',
      'As primeiras semanas foram as mais difíceis. Chuva, manhãs escuras e uma longa lista de motivos para ficar em casa faziam cada saída parecer uma negociação. O que ajudou foi deixar os tênis perto da porta na noite anterior, para que a decisão já estivesse meio tomada.',
      'No terceiro mês, a caminhada já fazia parte do dia em vez de ser um acréscimo. Comecei a reparar em pequenas coisas: o padeiro levantando a porta de enrolar, o mesmo cachorro esperando no mesmo portão, a luz chegando um pouco mais cedo a cada semana da primavera.',
    ],
    highlighted: {
      before: 'A maior mudança não foi no meu condicionamento físico, mas na minha ',
      bold: 'atenção',
      after:
        '. Caminhar sem o celular deixava espaço para os pensamentos se acomodarem, e muitas das ideias que usei no trabalho naquele ano surgiram pela primeira vez em algum ponto entre o parque e a ponte.',
    },
    subheading: 'O que não mudou',
    closing: [
      'Não virei uma pessoa matinal da noite para o dia, e alguns dias a caminhada foi simplesmente fria e sem graça. Houve semanas em que viagens ou doenças quebraram o hábito, e recomeçar sempre exigiu mais esforço do que eu esperava.',
      'Mesmo assim, um ano depois, a rotina continua. Ela pede muito pouco e devolve um começo tranquilo e uma cabeça mais clara, o que é mais do que a maioria das resoluções consegue.',
    ],
    link: 'Leia mais histórias como esta no Example Journal',
  },
  ar: {
    title: 'عام من المشي الصباحي',
    lead: 'عشرون دقيقة قبل الإفطار، كل يوم لمدة اثني عشر شهرًا. إليك ما تغيّر وما لم يتغيّر.',
    paragraphs: [
      'بدأ الأمر تجربةً صغيرة. كنت قد قرأت أن مشيًا قصيرًا في أول النهار يساعد الناس على النوم أفضل في الليل، وأردت أن أعرف إن كان ذلك صحيحًا بالنسبة إليّ. كانت القواعد بسيطة: أن أخرج من البيت قبل الثامنة، بلا سماعات، وبلا وجهة.',
      'كانت الأسابيع الأولى الأصعب. المطر والصباحات المظلمة وقائمة طويلة من الأسباب للبقاء في الداخل جعلت كل بداية تبدو كأنها مفاوضة. ما ساعدني هو أن أضع حذائي قرب الباب في الليلة السابقة، فيكون القرار قد اتُّخذ نصفه.',
      'بحلول الشهر الثالث صار المشي جزءًا من اليوم لا إضافة إليه. بدأت ألاحظ أشياء صغيرة: الخبّاز يرفع الستائر، والكلب نفسه ينتظر عند البوابة نفسها، والضوء يصل أبكر قليلًا كل أسبوع في الربيع.',
    ],
    highlighted: {
      before: 'لم يكن التغيير الأكبر في لياقتي، بل في ',
      bold: 'انتباهي',
      after:
        '. المشي بلا هاتف ترك مجالًا للأفكار كي تستقر، وكثير من الأفكار التي استعملتها في عملي ذلك العام ظهرت أول مرة في مكان ما بين الحديقة والجسر.',
    },
    subheading: 'ما لم يتغيّر',
    closing: [
      'لم أصبح شخصًا صباحيًا بين ليلة وضحاها، وفي بعض الأيام كان المشي باردًا ومملًا فحسب. مرّت أسابيع قطع فيها السفر أو المرض العادة، وكانت العودة إليها تتطلب دائمًا جهدًا أكثر مما توقعت.',
      'ومع ذلك، بعد عام ما زال الروتين قائمًا. إنه يطلب القليل جدًا ويمنح بداية هادئة وذهنًا أصفى، وهذا أكثر مما تحققه معظم القرارات.',
    ],
    link: 'اقرأ مزيدًا من القصص مثل هذه في Example Journal',
  },
};

function toHtml(article: Article): string {
  const { before, bold, after } = article.highlighted;
  return [
    `<h1>${article.title}</h1>`,
    `<p><em>${article.lead}</em></p>`,
    ...article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    `<p>${before}<strong>${bold}</strong>${after}</p>`,
    `<h2>${article.subheading}</h2>`,
    ...article.closing.map((paragraph) => `<p>${paragraph}</p>`),
    `<p><a href="${ARTICLE_URL}">${article.link}</a></p>`,
  ].join('');
}

/** The demo article as HTML in `lng` (English for a language without one). */
export function editorArticleHtml(lng: string): string {
  return toHtml(articles[languageByTag(lng).lng]);
}

/** The word in bold in the demo article, in `lng`. */
export function editorArticleBoldWord(lng: string): string {
  return articles[languageByTag(lng).lng].highlighted.bold;
}
