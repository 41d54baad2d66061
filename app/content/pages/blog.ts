import type { BlogContent, Localized } from '../types';

export const blog: Localized<BlogContent> = {
  nl: {
    meta: {
      title: 'Blog: tips voor een gezond gebit',
      description:
        'Praktische tips en heldere uitleg van onze tandartsen over controles, poetsen en mondverzorging thuis, en over wat de tandarts in Nederland kost.',
      keywords:
        'tandarts blog, tips gezond gebit, tanden poetsen, mondverzorging, tandartscontrole, tandartskosten, tandarts Amstelveen',
    },
    title: 'Blog',
    lead: 'Praktische tips en heldere uitleg van onze tandartsen over uw gebit, mondverzorging thuis, de kosten van de tandarts in Nederland en wat u kunt doen als u de tandarts spannend vindt.',
    by: 'door',
    backToList: 'Terug naar alle artikelen',
    publishedOn: 'Gepubliceerd op',
    updatedOn: 'Bijgewerkt op {date}',
    articleCta: {
      title: 'Vragen over uw gebit?',
      text: 'Vraag een afspraak aan of bel ons. Wij helpen u graag, in het Nederlands, Engels of Turks.',
    },
    relatedTitle: 'Meer over deze behandelingen',
    authorsTitle: 'Geschreven door onze tandartsen',
  },
  en: {
    meta: {
      title: 'Blog: Tips for Healthy Teeth',
      description:
        'Practical tips and clear explanations from our dentists about check-ups, brushing and home care, and what going to the dentist costs in the Netherlands.',
      keywords:
        'dental blog, healthy teeth tips, brushing teeth, oral care at home, dental check-up, dental costs Netherlands, dentist Amstelveen',
    },
    title: 'Blog',
    lead: 'Practical tips and clear explanations from our dentists about your teeth, caring for them at home, dental costs in the Netherlands and what helps if the dentist makes you nervous.',
    by: 'by',
    backToList: 'Back to all articles',
    publishedOn: 'Published on',
    updatedOn: 'Updated {date}',
    articleCta: {
      title: 'Questions about your teeth?',
      text: 'Request an appointment or give us a call. We are happy to help, in English, Dutch or Turkish.',
    },
    relatedTitle: 'More about these treatments',
    authorsTitle: 'Written by our dentists',
  },
  tr: {
    meta: {
      title: 'Blog: sağlıklı dişler için öneriler',
      description:
        'Diş hekimlerimizden kontroller, diş fırçalama, evde diş bakımı ve Hollanda’da diş tedavisi masrafları hakkında pratik öneriler ve anlaşılır açıklamalar.',
      keywords:
        'diş sağlığı blogu, sağlıklı dişler, diş fırçalama, ağız bakımı, diş kontrolü, Hollanda diş tedavisi masrafları, Amstelveen diş hekimi',
    },
    title: 'Blog',
    lead: 'Diş hekimlerimizden dişleriniz, evde diş bakımı, Hollanda’daki diş tedavisi masrafları ve diş hekimine gitmekten çekiniyorsanız neler yapabileceğiniz hakkında pratik öneriler ve anlaşılır açıklamalar.',
    by: 'Yazar:',
    backToList: 'Tüm yazılara dönün',
    publishedOn: 'Yayın tarihi',
    updatedOn: '{date} tarihinde güncellendi',
    articleCta: {
      title: 'Dişlerinizle ilgili sorularınız mı var?',
      text: 'Randevu talebinde bulunun ya da bizi arayın. Size Türkçe, Hollandaca veya İngilizce olarak memnuniyetle yardımcı oluruz.',
    },
    relatedTitle: 'Bu tedaviler hakkında daha fazla bilgi',
    authorsTitle: 'Diş hekimlerimizin kaleminden',
  },
};
